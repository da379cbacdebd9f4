import { infiniteQueryOptions, replaceEqualDeep, type InfiniteData } from '@tanstack/react-query';
import { routeKey, type ApiRoute } from './query-client';

export const PAGE_SIZE = 20;

export type PageRequest = { limit: number; offset: number };

/**
 * One page as the API answers it: the items plus `total`, the size of the whole list (openapi:
 * paged lists answer `data.<items>` and `data.total`).
 */
export type ListPage<T> = { items: T[]; total?: number };

/**
 * A loaded page: its items, carrying the list's `total` when the API gave it. TanStack's own
 * structural sharing takes an array with a property of its own for an opaque value (it would keep
 * every answered page, and every item in it, as new objects): paged queries share with `sharePages`
 * (share-pages.ts) once a list renderer has brought it.
 */
export type PageOf<T> = T[] & { total?: number };

/** Gives a fetched page its list total (when the API answered one). */
export function withTotal<T>(items: T[], total: number | undefined): PageOf<T> {
  return typeof total === 'number' && Number.isFinite(total) ? Object.assign(items, { total }) : items;
}

type Sharing = (previous: unknown, next: unknown) => unknown;
/** How a paged list's answer is shared with the data it replaces: TanStack's own until `sharePagesWith` (share-pages.ts) says otherwise. */
let sharing: Sharing = replaceEqualDeep;

/**
 * Paged lists' structural sharing from now on. The list renderers bring `sharePages`
 * (share-pages.ts) with their chunk: it is off the boot path, which every visitor loads.
 */
export function sharePagesWith(share: Sharing): void {
  sharing = share;
}

/**
 * Next offset = loaded pages x limit. There is none once every item of `total` is loaded (so a list
 * of exactly one full page asks for no empty second page), or, without a total, once a page comes
 * back shorter than limit.
 */
export function nextPageParam<T>(lastPage: readonly T[], allPages: ReadonlyArray<readonly T[]>, limit: number): number | undefined {
  if (lastPage.length === 0) return undefined;
  const total = (lastPage as PageOf<T>).total;
  if (typeof total === 'number') {
    const loaded = allPages.reduce((sum, page) => sum + page.length, 0);
    return loaded < total ? allPages.length * limit : undefined;
  }
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
  fetchPage: (request: P & PageRequest, signal: AbortSignal) => Promise<T[] | ListPage<T>>;
}) {
  const limit = options.limit ?? PAGE_SIZE;
  const payload = (options.payload ?? {}) as P;
  return infiniteQueryOptions({
    queryKey: routeKey(options.route, { ...payload, limit }),
    queryFn: async ({ pageParam, signal }): Promise<PageOf<T>> => {
      const page = await options.fetchPage({ ...payload, limit, offset: pageParam }, signal);
      return Array.isArray(page) ? page : withTotal(page.items, page.total);
    },
    initialPageParam: 0,
    getNextPageParam: (lastPage, allPages) => nextPageParam(lastPage, allPages, limit),
    structuralSharing: (previous: unknown, next: unknown) => sharing(previous, next),
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
