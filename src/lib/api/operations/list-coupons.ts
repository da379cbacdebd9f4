import type { components } from '@/generated/api';
import { pagedQueryOptions, withTotal, type PageOf, type PageRequest } from '@/lib/query';
import { api, call } from '../client';

export type Coupon = components['schemas']['Coupon'];

export const listCoupons = async (page: PageRequest, signal?: AbortSignal): Promise<PageOf<Coupon>> => {
  const data = await call(api().POST('/coupons', { body: page, signal }));
  return withTotal(data.coupons, data.total);
};

export const couponsQuery = () =>
  pagedQueryOptions<Coupon>({ route: 'coupons', fetchPage: (page, signal) => listCoupons(page, signal) });
