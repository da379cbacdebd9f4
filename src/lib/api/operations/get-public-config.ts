import { queryOptions } from '@tanstack/react-query';
import { NEVER_STALE, publicMeta, routeKey } from '@/lib/query';
import { nestDottedKeys } from '@/lib/nest-dotted-keys';
import { api, call } from '../client';

export async function getPublicConfig() {
  const config = await call(api().GET('/platform/config/public'), { silent: true });
  return { channel_id: config.channel_id, general: nestDottedKeys(config.general ?? {}) };
}

export type PublicConfig = Awaited<ReturnType<typeof getPublicConfig>>;

export const publicConfigQuery = () =>
  queryOptions({
    queryKey: routeKey('platform/config/public'),
    queryFn: getPublicConfig,
    staleTime: NEVER_STALE,
    meta: publicMeta,
  });
