import { useInfiniteQuery, useQuery, type InfiniteData } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { uniqueItems } from '@/lib/query';
import type { DataSource, DataSourceParams, PagedDataSource, SingleDataSource } from './data-source';
import { reportOnce, useBlockRegistry } from './registry';

/** Looks a data source up by name and kind; reports (once) when it is missing or of the wrong kind. */
export function useDataSource<K extends DataSource['kind']>(
  name: unknown,
  kind: K,
  pointer: string,
): Extract<DataSource, { kind: K }> | undefined {
  const registry = useBlockRegistry();
  const source = typeof name === 'string' ? registry.dataSources[name] : undefined;
  const ok = source?.kind === kind;
  useEffect(() => {
    if (!ok) reportOnce(registry, { pointer, message: `No ${kind} data source named "${String(name)}"` });
  }, [ok, registry, pointer, kind, name]);
  return ok ? (source as Extract<DataSource, { kind: K }>) : undefined;
}

/** Runs a paged source: de-duplicated items of every loaded page plus the query's paging state. */
export function usePagedItems(source: PagedDataSource, params: DataSourceParams) {
  const options = useMemo(() => source.query(params), [source, params]);
  const query = useInfiniteQuery(options);
  const data = query.data as InfiniteData<unknown> | undefined;
  const items = useMemo(() => {
    if (!data) return [];
    const itemsOf = source.itemsOf ?? ((page: unknown) => page as Array<{ id: string | number }>);
    return uniqueItems({ pages: data.pages.map((page) => itemsOf(page) ?? []), pageParams: data.pageParams });
  }, [data, source]);
  return { query, items };
}

/** Runs a single source; `enabled` false holds it back (nothing fetched, nothing read from the cache's fetches). */
export function useSingle(source: SingleDataSource, params: DataSourceParams, enabled = true) {
  const options = useMemo(() => source.query(params), [source, params]);
  return useQuery(enabled ? options : { ...options, enabled: false });
}
