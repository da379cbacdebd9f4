import { createElement, Suspense, useEffect, type LazyExoticComponent, type ReactNode } from 'react';
import type { LoadedRenderers } from './preloaded';
import { ReadItem, ReadList, StateSkeleton, type SkeletonShape } from './read-data';
import type { Block, DataStates, ItemBlockRenderer, ListBlockRenderer } from './types';

const noProps: Record<string, unknown> = {};

type DataBlockProps<R extends ItemBlockRenderer | ListBlockRenderer> = {
  block: Block;
  pointer: string;
  children?: ReactNode;
  states: DataStates;
  renderer: LazyExoticComponent<R>;
  /** The renderer's loader: its chunk loads while the data does. */
  load: () => Promise<{ renderer: R }>;
  loaded: LoadedRenderers<R>;
};

/** What a data block's props and declared states say about its empty text, skeleton and item limit. */
function readOf(block: Block, states: DataStates) {
  const props = block.props ?? noProps;
  const emptyText = props[states.emptyProp ?? 'emptyText'];
  const maxItems = typeof props.maxItems === 'number' ? props.maxItems : undefined;
  const skeleton: SkeletonShape = {
    height: states.skeleton.height,
    cards: states.skeleton.cards && Math.min(maxItems ?? states.skeleton.cards, states.skeleton.cards),
    variant: props.variant === 'list' ? 'list' : 'grid',
  };
  return { props, source: props.dataSource, params: props.params, empty: typeof emptyText === 'string' ? emptyText : states.empty, maxItems, skeleton };
}

function useChunkAlongside<R>(load: () => Promise<{ renderer: R }>, loaded: LoadedRenderers<R>) {
  useEffect(() => {
    if (!loaded.get(load)) loaded.load(load).catch(() => undefined);
  }, [load, loaded]);
}

/** A block declaring `reads: 'item'`: the engine reads the item, the renderer shows it. */
export function ItemDataBlock({ block, pointer, children, states, renderer, load, loaded }: DataBlockProps<ItemBlockRenderer>) {
  useChunkAlongside(load, loaded);
  const { props, source, params, empty, skeleton } = readOf(block, states);
  return (
    <ReadItem source={source} params={params} pointer={pointer} skeleton={skeleton} empty={empty}>
      {(data, query) => (
        <Suspense fallback={<StateSkeleton {...skeleton} />}>{createElement(renderer, { block, pointer, props, data, query }, children)}</Suspense>
      )}
    </ReadItem>
  );
}

/** A block declaring `reads: 'list'`: the engine reads the items, the renderer lists them. */
export function ListDataBlock({ block, pointer, children, states, renderer, load, loaded }: DataBlockProps<ListBlockRenderer>) {
  useChunkAlongside(load, loaded);
  const { props, source, params, empty, skeleton, maxItems } = readOf(block, states);
  return (
    <ReadList source={source} params={params} pointer={pointer} skeleton={skeleton} empty={empty} maxItems={maxItems}>
      {(items, query) => (
        <Suspense fallback={<StateSkeleton {...skeleton} />}>{createElement(renderer, { block, pointer, props, items, query }, children)}</Suspense>
      )}
    </ReadList>
  );
}
