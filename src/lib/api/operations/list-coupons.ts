import type { components } from '@/generated/api';
import { pagedQueryOptions, type PageRequest } from '@/lib/query';
import { api, call } from '../client';

export type Coupon = components['schemas']['Coupon'];

export const listCoupons = async (page: PageRequest, signal?: AbortSignal): Promise<Coupon[]> =>
  (await call(api().POST('/coupons', { body: page, signal }))).coupons;

export const couponsQuery = () =>
  pagedQueryOptions<Coupon>({ route: 'coupons', fetchPage: (page, signal) => listCoupons(page, signal) });
