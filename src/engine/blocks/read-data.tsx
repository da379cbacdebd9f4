import type { InfiniteData, UseInfiniteQueryResult, UseQueryResult } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Text } from '@/engine/theme';
import type { PagedDataSource, SingleDataSource } from './data-source';
import { useResolvedParams } from './params';
import { QueryError } from './query-error';
import type { DataStates } from './types';
import { ItemGrid, Skeleton } from './ui';
import { Unavailable } from './unknown-block';
import { useDataSource, usePagedItems, useSingle } from './use-data-source';

// The one place a block's read is resolved: the data source by name (unavailable, reported once, when
// missing or of the other kind), its params (":id" from the route), and the states before there is
// something to show. Data blocks get it from the dispatcher (data-block.tsx); the form block reads its
// initial data through `ReadItem`.

/** A loading placeholder of the height of what replaces it, announced as busy. */
export function LoadingSkeleton({ height }: { height: number }) {
  const { t } = useTranslation();
  return <Skeleton $height={height} role="status" aria-busy="true" aria-label={t('common.loading')} />;
}

export type SkeletonShape = DataStates['skeleton'] & { variant?: 'grid' | 'list' };

/** The loading state of a data block: one sized skeleton, or a busy list of skeleton cards. */
export function StateSkeleton({ height, cards, variant = 'grid' }: SkeletonShape) {
  const { t } = useTranslation();
  if (!cards) return <LoadingSkeleton height={height} />;
  return (
    <ItemGrid $variant={variant} aria-busy="true" aria-label={t('common.loading')}>
      {Array.from({ length: cards }, (_, i) => (
        <li key={i}>
          <Skeleton $height={height} />
        </li>
      ))}
    </ItemGrid>
  );
}

type Read = {
  /** The data source's name (a block's `dataSource` or `initialData` prop). */
  source: unknown;
  /** The block's `params` prop: ":name" strings are the route's parameters. */
  params: unknown;
  pointer: string;
  skeleton: SkeletonShape;
  /** Translation key shown when the read found nothing; without it (item only) the renderer gets the empty value. */
  empty?: string;
};

type ItemChildren<Data> = (data: Data, query: UseQueryResult<Data>) => ReactNode;

function ItemStates<Data>({ source, params, skeleton, empty, children }: Omit<Read, 'source'> & { source: SingleDataSource<Data>; children: ItemChildren<Data> }) {
  const { t } = useTranslation();
  const query = useSingle(source, useResolvedParams(params));
  if (query.isPending) return <StateSkeleton {...skeleton} />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} busy={query.isFetching} />;
  if (empty && (query.data === null || query.data === undefined)) return <Text>{t(empty)}</Text>;
  return children(query.data, query);
}

/** One value of a single data source; a 404 shows the not-found state, another error a retry. */
export function ReadItem({ children, ...read }: Read & { children: ItemChildren<unknown> }) {
  const source = useDataSource(read.source, 'single', read.pointer);
  return source ? <ItemStates key={String(read.source)} {...read} source={source} children={children} /> : <Unavailable />;
}

type ListQuery = UseInfiniteQueryResult<InfiniteData<unknown>>;
type ListChildren<Item> = (items: Item[], query: ListQuery) => ReactNode;
type ListRead = Read & { empty: string; maxItems?: number };

const keepItems = <T,>(items: T[]) => items;

function ListStates<Item extends { id: string | number }>({
  source,
  params,
  skeleton,
  empty,
  maxItems,
  children,
}: Omit<ListRead, 'source'> & { source: PagedDataSource<unknown, Item>; children: ListChildren<Item> }) {
  const { t } = useTranslation();
  const { query, items } = usePagedItems(source, useResolvedParams(params));
  // Stable per source (this component is keyed by the source's name).
  const useItems = source.useItems ?? keepItems;
  const visible = useMemo(() => (maxItems === undefined ? items : items.slice(0, maxItems)), [items, maxItems]);
  const shown = useItems(visible);
  if (query.isPending) return <StateSkeleton {...skeleton} />;
  // A failed later page keeps the loaded items: the renderer shows that error beside its "load more".
  if (query.isError && items.length === 0) return <QueryError error={query.error} onRetry={() => void query.refetch()} busy={query.isFetching} />;
  if (items.length === 0) return <Text py={3}>{t(empty)}</Text>;
  return children(shown, query);
}

/** The items of a paged data source, de-duplicated by id, at most `maxItems`, with the source's `useItems`. */
export function ReadList({ children, ...read }: ListRead & { children: ListChildren<{ id: string | number }> }) {
  const source = useDataSource(read.source, 'paged', read.pointer);
  return source ? <ListStates key={String(read.source)} {...read} source={source} children={children} /> : <Unavailable />;
}
