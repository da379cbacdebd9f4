import { useInfiniteQuery } from '@tanstack/react-query';
import type { components } from '@/generated/api';
import { pagedQueryOptions, withTotal, type PageOf, type PageRequest } from '@/lib/query';
import { api, call } from '../client';

export type Deal = components['schemas']['Deal'];

/** The sidebar's special deals (limit 20, paged). */
export const listDeals = async (page: PageRequest, signal?: AbortSignal): Promise<PageOf<Deal>> => {
  const data = await call(api().POST('/deals', { body: page, signal }));
  return withTotal(data.deals, data.total);
};

export const dealsQuery = () =>
  pagedQueryOptions<Deal>({ route: 'deals', fetchPage: (page, signal) => listDeals(page, signal) });

export function useDeals() {
  return useInfiniteQuery(dealsQuery());
}
