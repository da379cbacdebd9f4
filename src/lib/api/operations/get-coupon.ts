import { queryOptions, useQuery } from '@tanstack/react-query';
import { routeKey } from '@/lib/query';
import { api, call } from '../client';

export const COUPON_ROUTE = 'coupon/{id}';

export const getCoupon = async (id: string, signal?: AbortSignal) =>
  (await call(api().GET('/coupon/{id}', { params: { path: { id } }, signal }))).coupon;

export const couponQuery = (id: string) =>
  queryOptions({ queryKey: routeKey(COUPON_ROUTE, { id }), queryFn: ({ signal }) => getCoupon(id, signal) });

export function useCoupon(id: string) {
  return useQuery(couponQuery(id));
}
