import type { components } from '@/generated/api';
import { pagedQueryOptions, withTotal, type PageOf, type PageRequest } from '@/lib/query';
import { api, call } from '../client';

export type Leaflet = components['schemas']['Leaflet'];

export const listLeaflets = async (page: PageRequest, signal?: AbortSignal): Promise<PageOf<Leaflet>> => {
  const data = await call(api().POST('/leaflets', { body: page, signal }));
  return withTotal(data.leaflets, data.total);
};

export const leafletsQuery = () =>
  pagedQueryOptions<Leaflet>({ route: 'leaflets', fetchPage: (page, signal) => listLeaflets(page, signal) });
