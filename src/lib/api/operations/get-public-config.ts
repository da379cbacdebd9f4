import { queryOptions, useQuery } from '@tanstack/react-query';
import { NEVER_STALE, publicMeta, routeKey } from '@/lib/query';
import { api, call } from '../client';

type Nested = { [key: string]: unknown };

/** Dotted keys become nested objects: `GENERAL.lang` -> `{ GENERAL: { lang } }`. */
export function nestDottedKeys(flat: Record<string, unknown>): Nested {
  const nested: Nested = {};
  for (const [dotted, value] of Object.entries(flat)) {
    const parts = dotted.split('.');
    let node = nested;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) {
        node[part] = value;
        return;
      }
      const next = node[part];
      if (!next || typeof next !== 'object' || Array.isArray(next)) node[part] = {};
      node = node[part] as Nested;
    });
  }
  return nested;
}

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

export function usePublicConfig() {
  return useQuery(publicConfigQuery());
}
