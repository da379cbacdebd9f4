import type { UseInfiniteQueryOptions, UseQueryOptions } from '@tanstack/react-query';

/** Parameters a screen passes to a data source (route parameters already substituted). */
export type DataSourceParams = Record<string, unknown>;

/* eslint-disable @typescript-eslint/no-explicit-any -- a registry holds sources of many shapes; each
   operation file keeps its own precise types, blocks only see items */
/**
 * A paged list: `query` returns TanStack infinite query options (pages of `{limit, offset}`, built by
 * `pagedQueryOptions` of the query layer); `itemsOf` extracts a page's items when a page is not
 * already the item array. Items carry an `id`; the list de-duplicates by it.
 */
export type PagedDataSource<Page = any, Item extends { id: string | number } = any> = {
  kind: 'paged';
  query: (params: DataSourceParams) => UseInfiniteQueryOptions<Page, Error, any, any, any>;
  itemsOf?: (page: Page) => Item[];
  /**
   * A hook adding fields this browser keeps, not the contract, to the items a list shows (news:
   * `unread`, against the last-seen time in local storage), so item templates can show them.
   */
  useItems?: (items: Item[]) => Item[];
};

/** A single value (detail, user, page...). */
export type SingleDataSource<Data = any> = {
  kind: 'single';
  query: (params: DataSourceParams) => UseQueryOptions<Data, Error, any, any>;
};
/* eslint-enable @typescript-eslint/no-explicit-any */

export type DataSource = PagedDataSource | SingleDataSource;
