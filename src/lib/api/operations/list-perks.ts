import { useInfiniteQuery } from '@tanstack/react-query';
import type { components } from '@/generated/api';
import { pagedQueryOptions, type PageRequest } from '@/lib/query';
import { api, call } from '../client';

export type Perk = components['schemas']['Perk'];

export const PERKS_ROUTE = 'perks';

export const listPerks = async (page: PageRequest, signal?: AbortSignal): Promise<Perk[]> =>
  (await call(api().POST('/perks', { body: page, signal }))).perks;

export const perksQuery = () =>
  pagedQueryOptions<Perk>({ route: PERKS_ROUTE, fetchPage: (page, signal) => listPerks(page, signal) });

export function usePerks() {
  return useInfiniteQuery(perksQuery());
}
