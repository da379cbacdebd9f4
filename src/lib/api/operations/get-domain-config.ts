import { queryOptions } from '@tanstack/react-query';
import { NEVER_STALE, publicMeta, routeKey } from '@/lib/query';
import { api, call } from '../client';

export const getDomainConfig = (host: string) =>
  call(api().GET('/platform/domain/{host}/config/public', { params: { path: { host } } }), { silent: true });

export const domainConfigQuery = (host: string) =>
  queryOptions({
    queryKey: routeKey('platform/domain/{host}/config/public', { host }),
    queryFn: () => getDomainConfig(host),
    staleTime: NEVER_STALE,
    meta: publicMeta,
  });
