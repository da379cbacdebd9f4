import type { InfiniteData, UseInfiniteQueryResult, UseQueryResult } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';

// Mirrors schemas/screens.schema.json (the schema is the source of truth for channel data; the type is
// recursive, which json-schema-to-ts cannot express, so it is written here once).
export type Block<P extends Record<string, unknown> = Record<string, unknown>> = {
  type: string;
  id?: string;
  props?: P;
  children?: Block[];
  /** Channel date-time (channel time zone) from which the block shows; see visibility-window.ts. */
  visible_from?: string;
  /** Channel date-time from which the block no longer shows. */
  visible_until?: string;
};

export type Screen = {
  title?: string;
  layout?: string;
  blocks: Block[];
};

/** What every block renderer receives: its block and its already-dispatched children. */
export type BlockRendererProps<P extends Record<string, unknown> = Record<string, unknown>> = {
  block: Block<P>;
  children?: ReactNode;
  /** Where the block sits in its screen (`screens/home/blocks/0`), for problem reports; the dispatcher computes it. */
  pointer: string;
};

/**
 * What a data block reads from the data source its `dataSource` prop names (declared in its
 * definition, `reads`): `item`, the value of a single source; `list`, the items of a paged one.
 */
export type BlockReads = 'item' | 'list';

/** How the engine shows a data block before it has something to hand its renderer (data-block.tsx). */
export type DataStates = {
  /**
   * The loading skeleton, sized like what replaces it so nothing jumps: `height` in px; with `cards`,
   * a list of that many cards (at most the block's `maxItems`) laid out by the block's `variant`.
   */
  skeleton: { height: number; cards?: number };
  /** Translation key shown when the read found nothing (no item, no items). */
  empty: string;
  /** The prop that overrides `empty` in config (default `emptyText`). */
  emptyProp?: string;
};

/** A block declaring `reads: 'item'`: its props, the item (never null: that is the empty state) and the query. */
export type ItemBlockProps<P extends Record<string, unknown>, Data = unknown> = BlockRendererProps<P> & {
  props: P;
  data: Data;
  query: UseQueryResult<Data>;
};

/**
 * A block declaring `reads: 'list'`: its props, the items (at least one; at most `maxItems`, with the
 * source's `useItems` applied) and the paged query, for "load more".
 */
export type ListBlockProps<P extends Record<string, unknown>, Item extends { id: string | number } = { id: string | number }> = BlockRendererProps<P> & {
  props: P;
  items: Item[];
  query: UseInfiniteQueryResult<InfiniteData<unknown>>;
};

/** Rank of a block for a renderer; the dispatcher picks the highest. */
export type BlockTester = (block: Block) => number;
export const NOT_APPLICABLE = -1;

/* eslint-disable @typescript-eslint/no-explicit-any -- each block narrows its own props; the entry's
   `reads` says which of the three shapes its renderer takes (checked where it is declared, define.ts) */
export type BlockRenderer = ComponentType<BlockRendererProps<any>>;
export type ItemBlockRenderer = ComponentType<ItemBlockProps<any, any>>;
export type ListBlockRenderer = ComponentType<ListBlockProps<any, any>>;
/* eslint-enable @typescript-eslint/no-explicit-any */

type EntryBase = { name: string; tester: BlockTester };

/** A registered block: the tester is loaded eagerly, the renderer lazily (one chunk per block). */
export type BlockEntry = EntryBase &
  (
    | { reads?: undefined; load: () => Promise<{ renderer: BlockRenderer }> }
    | { reads: 'item'; states: DataStates; load: () => Promise<{ renderer: ItemBlockRenderer }> }
    | { reads: 'list'; states: DataStates; load: () => Promise<{ renderer: ListBlockRenderer }> }
  );
