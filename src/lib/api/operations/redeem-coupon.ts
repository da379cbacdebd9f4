import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { api, call } from '../client';
import { invalidateCouponData } from '../invalidation';

/** Marks an activated coupon as used; a used coupon leaves the list. */
export const redeemCoupon = async (id: string) =>
  (await call(api().POST('/coupon/{id}/redeem', { params: { path: { id } } }))).coupon;

export const redeemCouponMutation = (queryClient: QueryClient) =>
  mutationOptions({ mutationFn: redeemCoupon, onSuccess: () => invalidateCouponData(queryClient) });
