import { queryOptions } from '@tanstack/react-query';
import type { components } from '@/generated/api';
import { NEVER_STALE, publicMeta, routeKey } from '@/lib/query';
import { nestDottedKeys } from '@/lib/nest-dotted-keys';
import { api, call } from '../client';

/** The public config as the portal holds it: `general`'s dotted keys nested. */
export function toPublicConfig(config: components['schemas']['PublicConfig']) {
  return { channel_id: config.channel_id, general: nestDottedKeys(config.general ?? {}) };
}

export async function getPublicConfig() {
  return toPublicConfig(await call(api().GET('/platform/config/public'), { silent: true }));
}

export type PublicConfig = ReturnType<typeof toPublicConfig>;

export const publicConfigQuery = () =>
  queryOptions({
    queryKey: routeKey('platform/config/public'),
    queryFn: getPublicConfig,
    staleTime: NEVER_STALE,
    meta: publicMeta,
  });
