import { useInfiniteQuery } from '@tanstack/react-query';
import type { components } from '@/generated/api';
import { pagedQueryOptions, type PageRequest } from '@/lib/query';
import { api, call } from '../client';

export type Deal = components['schemas']['Deal'];

/** The sidebar's special deals (limit 20, paged). */
export const listDeals = async (page: PageRequest, signal?: AbortSignal): Promise<Deal[]> =>
  (await call(api().POST('/deals', { body: page, signal }))).deals;

export const dealsQuery = () =>
  pagedQueryOptions<Deal>({ route: 'deals', fetchPage: (page, signal) => listDeals(page, signal) });

export function useDeals() {
  return useInfiniteQuery(dealsQuery());
}
