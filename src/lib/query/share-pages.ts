import { replaceEqualDeep, type InfiniteData } from '@tanstack/react-query';
import { withTotal, type PageOf } from './paged';

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
