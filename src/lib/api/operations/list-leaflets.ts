import type { components } from '@/generated/api';
import { pagedQueryOptions, type PageRequest } from '@/lib/query';
import { api, call } from '../client';

export type Leaflet = components['schemas']['Leaflet'];

export const listLeaflets = async (page: PageRequest, signal?: AbortSignal): Promise<Leaflet[]> =>
  (await call(api().POST('/leaflets', { body: page, signal }))).leaflets;

export const leafletsQuery = () =>
  pagedQueryOptions<Leaflet>({ route: 'leaflets', fetchPage: (page, signal) => listLeaflets(page, signal) });
