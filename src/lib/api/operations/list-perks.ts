import type { components } from '@/generated/api';
import { pagedQueryOptions, withTotal, type PageOf, type PageRequest } from '@/lib/query';
import { api, call } from '../client';

export type Perk = components['schemas']['Perk'];

export const listPerks = async (page: PageRequest, signal?: AbortSignal): Promise<PageOf<Perk>> => {
  const data = await call(api().POST('/perks', { body: page, signal }));
  return withTotal(data.perks, data.total);
};

export const perksQuery = () =>
  pagedQueryOptions<Perk>({ route: 'perks', fetchPage: (page, signal) => listPerks(page, signal) });
