import type { components } from '@/generated/api';
import { pagedQueryOptions, type PageRequest } from '@/lib/query';
import { api, call } from '../client';

export type Perk = components['schemas']['Perk'];

export const listPerks = async (page: PageRequest, signal?: AbortSignal): Promise<Perk[]> =>
  (await call(api().POST('/perks', { body: page, signal }))).perks;

export const perksQuery = () =>
  pagedQueryOptions<Perk>({ route: 'perks', fetchPage: (page, signal) => listPerks(page, signal) });
