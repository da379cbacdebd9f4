import type { UseInfiniteQueryOptions, UseQueryOptions } from '@tanstack/react-query';

/** Parameters a screen passes to a data source (route parameters already substituted). */
export type DataSourceParams = Record<string, unknown>;

/* eslint-disable @typescript-eslint/no-explicit-any -- a registry holds sources of many shapes; each
   operation file keeps its own precise types, blocks only see items */
/**
 * A paged list: `query` returns TanStack infinite query options (pages of `{limit, offset}`, built by
 * the query layer), `itemsOf` extracts a page's items, `idOf` gives the id used for de-duplication
 * (default: `item.id`).
 */
export type PagedDataSource<Page = any, Item = any> = {
  kind: 'paged';
  query: (params: DataSourceParams) => UseInfiniteQueryOptions<Page, Error, any, any, any>;
  itemsOf: (page: Page) => Item[];
  idOf?: (item: Item) => string | number;
};

/** A single value (detail, user, page...). */
export type SingleDataSource<Data = any> = {
  kind: 'single';
  query: (params: DataSourceParams) => UseQueryOptions<Data, Error, any, any>;
};
/* eslint-enable @typescript-eslint/no-explicit-any */

export type DataSource = PagedDataSource | SingleDataSource;

export const defaultIdOf = (item: unknown): string | number | undefined => {
  if (item && typeof item === 'object' && 'id' in item) {
    const id = (item as { id: unknown }).id;
    if (typeof id === 'string' || typeof id === 'number') return id;
  }
  return undefined;
};

/** Flattens pages to items, keeping the first occurrence of each id (items without an id are kept). */
export function uniqueItems<Page, Item>(
  pages: readonly Page[],
  itemsOf: (page: Page) => Item[],
  idOf: (item: Item) => string | number | undefined = defaultIdOf,
): Item[] {
  const seen = new Set<string | number>();
  const out: Item[] = [];
  for (const page of pages) {
    for (const item of itemsOf(page) ?? []) {
      const id = idOf(item);
      if (id !== undefined) {
        if (seen.has(id)) continue;
        seen.add(id);
      }
      out.push(item);
    }
  }
  return out;
}
