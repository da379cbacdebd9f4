import { queryOptions } from '@tanstack/react-query';
import { NEVER_STALE, publicMeta, routeKey } from '@/lib/query';
import { api, call } from '../client';

/** The channel's route table, screens and forms as served; the engine validates them before use. */
export const getPortalStructure = (): Promise<unknown> => call(api().GET('/platform/config/structure'), { silent: true });

export const portalStructureQuery = () =>
  queryOptions({
    queryKey: routeKey('platform/config/structure', {}),
    queryFn: getPortalStructure,
    staleTime: NEVER_STALE,
    meta: publicMeta,
  });
