import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, call } from '../client';
import { invalidateCouponData } from '../invalidation';

/** Undoes an activation; the points it cost return to the primary wallet. */
export const deactivateCoupon = async (id: string) =>
  (await call(api().POST('/user-coupon/{id}/deactivate', { params: { path: { id } } }))).coupon;

export const deactivateCouponMutation = (queryClient: QueryClient) =>
  mutationOptions({ mutationFn: deactivateCoupon, onSuccess: () => invalidateCouponData(queryClient) });

export function useDeactivateCoupon() {
  return useMutation(deactivateCouponMutation(useQueryClient()));
}
