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
 * every answered page, and every item in it, as new objects): paged queries share with `sharePages`.
 */
export type PageOf<T> = T[] & { total?: number };

/** Gives a fetched page its list total (when the API answered one). */
export function withTotal<T>(items: T[], total: number | undefined): PageOf<T> {
  return typeof total === 'number' && Number.isFinite(total) ? Object.assign(items, { total }) : items;
}

const isPagedData = (data: unknown): data is InfiniteData<unknown[]> =>
  !!data && typeof data === 'object' && Array.isArray((data as { pages?: unknown }).pages) && Array.isArray((data as { pageParams?: unknown }).pageParams);

const idOf = (item: unknown): unknown => (item && typeof item === 'object' ? (item as { id?: unknown }).id : undefined);

function sharePage(previous: unknown, next: PageOf<unknown>): PageOf<unknown> {
  if (!Array.isArray(previous)) return next;
  const last = previous as PageOf<unknown>;
  // An item is compared with the previous item of its id (else of its place): an item removed or
  // added does not make the items after it new.
  const byId = new Map(last.map((item) => [idOf(item), item]));
  const items = next.map((item, index) => replaceEqualDeep(idOf(item) === undefined ? last[index] : byId.get(idOf(item)), item));
  const same = items.length === last.length && items.every((item, index) => item === last[index]);
  return same && last.total === next.total ? last : withTotal(items, next.total);
}

/**
 * Structural sharing of a paged list's data: a page, and each item in it, that an answer left
 * unchanged stays the object it was (its `total` included), so a refresh that changed nothing
 * re-renders nothing; anything else is shared as TanStack shares it.
 */
export function sharePages(previous: unknown, next: unknown): unknown {
  if (!isPagedData(previous) || !isPagedData(next)) return replaceEqualDeep(previous, next);
  const pages = next.pages.map((page, index) => sharePage(previous.pages[index], page));
  const pageParams = replaceEqualDeep(previous.pageParams, next.pageParams);
  const same = pages.length === previous.pages.length && pages.every((page, index) => page === previous.pages[index]);
  return same && pageParams === previous.pageParams ? previous : { pages, pageParams };
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
    structuralSharing: sharePages,
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
