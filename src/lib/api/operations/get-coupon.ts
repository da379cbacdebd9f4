import { queryOptions } from '@tanstack/react-query';
import { routeKey } from '@/lib/query';
import { api, call } from '../client';

export const getCoupon = async (id: string, signal?: AbortSignal) =>
  (await call(api().GET('/coupon/{id}', { params: { path: { id } }, signal }))).coupon;

export const couponQuery = (id: string) =>
  queryOptions({ queryKey: routeKey('coupon/{id}', { id }), queryFn: ({ signal }) => getCoupon(id, signal) });
