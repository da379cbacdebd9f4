import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, call } from '../client';
import { invalidateCouponData } from '../invalidation';

export const activateCoupon = async (id: string) =>
  (await call(api().POST('/coupon/{id}/activate', { params: { path: { id } } }))).coupon;

/** Activation changes the coupon, the list and the member's points. */
export const activateCouponMutation = (queryClient: QueryClient) =>
  mutationOptions({ mutationFn: activateCoupon, onSuccess: () => invalidateCouponData(queryClient) });

export function useActivateCoupon() {
  return useMutation(activateCouponMutation(useQueryClient()));
}
