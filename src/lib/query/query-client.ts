import { QueryClient } from '@tanstack/react-query';
import type { paths } from '@/generated/api';
import { subscribeSession, getSession } from '@/lib/session';

export const QUERY_STALE_MS = 10_000;
export const QUERY_GC_MS = 5 * 60_000;
/** Config and translations never go stale (spec section 9). */
export const NEVER_STALE = Infinity;

/** Queries with this meta hold public data (config, translations) and survive sign-out. */
export const publicMeta = { public: true } as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // networkMode 'always': offline, a call still runs and fails with the client's network error
      // (a toast the member can act on) instead of pausing silently with the form stuck busy.
      queries: { staleTime: QUERY_STALE_MS, gcTime: QUERY_GC_MS, retry: false, refetchOnWindowFocus: false, networkMode: 'always' },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

/**
 * A path of the contract without its leading slash (`coupons`, `coupon/{id}`): the first element of
 * every API query key, so a key or an invalidation naming a path the contract lacks does not compile.
 */
export type ApiRoute = { [P in keyof paths]: P extends `/${infer R}` ? R : never }[keyof paths];

/** Reads are cached by route plus payload. */
export function routeKey(route: ApiRoute, payload?: unknown): readonly unknown[] {
  return payload === undefined ? [route] : [route, payload];
}

/** Without a token every member query is removed (public config and translations stay). */
export function bindSessionToQueries(queryClient: QueryClient): () => void {
  let hadToken = getSession().token !== null;
  return subscribeSession(() => {
    const hasToken = getSession().token !== null;
    if (hadToken && !hasToken) {
      queryClient.removeQueries({ predicate: (query) => query.meta?.public !== true });
    }
    hadToken = hasToken;
  });
}
