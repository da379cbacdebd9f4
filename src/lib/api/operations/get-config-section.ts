import { queryOptions } from '@tanstack/react-query';
import type { components } from '@/generated/api';
import { NEVER_STALE, publicMeta, routeKey } from '@/lib/query';
import { api, call } from '../client';

export type SectionName = components['schemas']['SectionName'];

/** The raw section as served; the engine validates it before anything uses it. */
export const getConfigSection = (name: SectionName): Promise<unknown> =>
  call(api().GET('/platform/config/section/{name}', { params: { path: { name } } }), { silent: true });

export const configSectionQuery = (name: SectionName) =>
  queryOptions({
    queryKey: routeKey('platform/config/section/{name}', { name }),
    queryFn: () => getConfigSection(name),
    staleTime: NEVER_STALE,
    meta: publicMeta,
  });
