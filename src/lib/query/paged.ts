import { infiniteQueryOptions, type InfiniteData } from '@tanstack/react-query';
import { routeKey, type ApiRoute } from './query-client';

export const PAGE_SIZE = 20;

export type PageRequest = { limit: number; offset: number };

/** Next offset = loaded pages x limit; no next page once a page comes back shorter than limit. */
export function nextPageParam<T>(lastPage: readonly T[], allPages: ReadonlyArray<readonly T[]>, limit: number): number | undefined {
  return lastPage.length < limit ? undefined : allPages.length * limit;
}

/**
 * A paginated list query: every page is fetched with `{limit, offset}` (a payload with a limit is
 * mandatory) and keyed by route plus the rest of the payload.
 */
export function pagedQueryOptions<T, P extends object = Record<string, never>>(options: {
  route: ApiRoute;
  payload?: P;
  limit?: number;
  fetchPage: (request: P & PageRequest, signal: AbortSignal) => Promise<T[]>;
}) {
  const limit = options.limit ?? PAGE_SIZE;
  const payload = (options.payload ?? {}) as P;
  return infiniteQueryOptions({
    queryKey: routeKey(options.route, { ...payload, limit }),
    queryFn: ({ pageParam, signal }) => options.fetchPage({ ...payload, limit, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage, allPages) => nextPageParam(lastPage, allPages, limit),
  });
}

/** Flattens loaded pages, keeping the first occurrence of each id. */
export function uniqueItems<T extends { id: string | number }>(data: InfiniteData<T[]> | undefined): T[] {
  if (!data) return [];
  const seen = new Set<string | number>();
  const items: T[] = [];
  for (const page of data.pages) {
    for (const item of page) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
    }
  }
  return items;
}
