import { createElement, lazy, Suspense, useMemo, useState, type LazyExoticComponent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLeftOutBlocks } from './duplicate-ids';
import { BlockErrorBoundary } from './error-boundary';
import { useBlockRegistry } from './registry';
import { ItemDataBlock, ListDataBlock } from './data-block';
import { loadedRenderers, type LoadedRenderers } from './preloaded';
import { pickEntry } from './testers';
import type { Block, BlockEntry, BlockRenderer, ItemBlockRenderer, ListBlockRenderer } from './types';
import { UnknownBlock } from './unknown-block';
import { useBlockVisible } from './visibility-window';
import { Spinner } from './ui';

// One React.lazy per loader, so a block's chunk loads once and its component identity is stable. A
// failed load is evicted, so "Try again" in the error boundary loads the chunk afresh. One cache per
// renderer shape (plain, item, list), so each keeps its props type.
class LazyRenderers<R extends BlockRenderer | ItemBlockRenderer | ListBlockRenderer> {
  private readonly cache = new WeakMap<() => Promise<{ renderer: R }>, LazyExoticComponent<R>>();
  private readonly loaded: LoadedRenderers<R>;
  constructor(loaded: LoadedRenderers<R>) {
    this.loaded = loaded;
  }
  of(load: () => Promise<{ renderer: R }>): LazyExoticComponent<R> {
    let component = this.cache.get(load);
    if (!component) {
      component = lazy(() => {
        // React.lazy resolves a thenable that settles synchronously without suspending, so a preloaded
        // block renders at once instead of showing its loading state for a frame (a layout shift).
        const ready = this.loaded.get(load);
        if (ready) return { then: (resolve: (mod: { default: R }) => void) => resolve({ default: ready }) } as Promise<{ default: R }>;
        return load().then(
          (mod) => ({ default: mod.renderer }),
          (error: unknown) => {
            this.cache.delete(load);
            throw error;
          },
        );
      });
      this.cache.set(load, component);
    }
    return component;
  }
}
const lazyRenderers = {
  plain: new LazyRenderers(loadedRenderers.plain),
  item: new LazyRenderers(loadedRenderers.item),
  list: new LazyRenderers(loadedRenderers.list),
};

/** The block's renderer, lazily; a data block's wrapped in the engine's read of its data source. */
function renderBlock(entry: BlockEntry, block: Block, pointer: string, children: ReactNode) {
  if (entry.reads === 'item') {
    const renderer = lazyRenderers.item.of(entry.load);
    return <ItemDataBlock {...{ block, pointer, renderer, states: entry.states, load: entry.load, loaded: loadedRenderers.item }}>{children}</ItemDataBlock>;
  }
  if (entry.reads === 'list') {
    const renderer = lazyRenderers.list.of(entry.load);
    return <ListDataBlock {...{ block, pointer, renderer, states: entry.states, load: entry.load, loaded: loadedRenderers.list }}>{children}</ListDataBlock>;
  }
  return createElement(lazyRenderers.plain.of(entry.load), { block, pointer }, children);
}

function BlockLoading() {
  const { t } = useTranslation();
  return <Spinner label={t('common.loading')} />;
}

/** Renders one block: the highest-ranked registered renderer, lazily, inside an error boundary (or nothing outside its visibility window). */
export function BlockDispatcher({ block, pointer }: { block: Block; pointer: string }) {
  const { blocks } = useBlockRegistry();
  const [attempt, setAttempt] = useState(0);
  const leftOut = useLeftOutBlocks();
  const entry = useMemo(() => pickEntry(blocks, block), [blocks, block]);
  // Outside its visibility window (`visible_from` / `visible_until`) a block and its children are left out.
  const visible = useBlockVisible(block);
  if (!visible) return null;
  if (!entry) return <UnknownBlock type={block.type} pointer={pointer} />;
  const children = block.children?.map((child, index) =>
    leftOut.has(child) ? null : <BlockDispatcher key={child.id ?? index} block={child} pointer={`${pointer}/children/${index}`} />,
  );
  return (
    <BlockErrorBoundary key={attempt} type={block.type} onReset={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<BlockLoading />}>
        {/* Stable per loader (the caches above), so not a new component type per render. */}
        {renderBlock(entry, block, pointer, children)}
      </Suspense>
    </BlockErrorBoundary>
  );
}

/** Renders a list of blocks (a screen's or a block's own). */
export function BlockList({ blocks, pointer }: { blocks: readonly Block[]; pointer: string }) {
  const leftOut = useLeftOutBlocks();
  return (
    <>
      {blocks.map((block, index) =>
        leftOut.has(block) ? null : <BlockDispatcher key={block.id ?? index} block={block} pointer={`${pointer}/${index}`} />,
      )}
    </>
  );
}
