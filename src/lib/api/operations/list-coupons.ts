import { useInfiniteQuery } from '@tanstack/react-query';
import type { components } from '@/generated/api';
import { pagedQueryOptions, type PageRequest } from '@/lib/query';
import { api, call } from '../client';

export type Coupon = components['schemas']['Coupon'];

export const COUPONS_ROUTE = 'coupons';

export const listCoupons = async (page: PageRequest, signal?: AbortSignal): Promise<Coupon[]> =>
  (await call(api().POST('/coupons', { body: page, signal }))).coupons;

export const couponsQuery = () =>
  pagedQueryOptions<Coupon>({ route: COUPONS_ROUTE, fetchPage: (page, signal) => listCoupons(page, signal) });

export function useCoupons() {
  return useInfiniteQuery(couponsQuery());
}
