import { createElement, lazy, Suspense, useMemo, useState, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLeftOutBlocks } from './duplicate-ids';
import { BlockErrorBoundary } from './error-boundary';
import { useBlockRegistry } from './registry';
import { loadedRenderer } from './preloaded';
import { pickEntry } from './testers';
import type { Block, BlockEntry, BlockRenderer } from './types';
import { UnknownBlock } from './unknown-block';
import { useBlockVisible } from './visibility-window';
import { Spinner } from './ui';

// One React.lazy per loader, so a block's chunk loads once and its component identity is stable. A
// failed load is evicted, so "Try again" in the error boundary loads the chunk afresh.
const lazyCache = new WeakMap<BlockEntry['load'], LazyExoticComponent<BlockRenderer>>();
function lazyRenderer(entry: BlockEntry): LazyExoticComponent<BlockRenderer> {
  let component = lazyCache.get(entry.load);
  if (!component) {
    component = lazy(() => {
      // React.lazy resolves a thenable that settles synchronously without suspending, so a preloaded
      // block renders at once instead of showing its loading state for a frame (a layout shift).
      const ready = loadedRenderer(entry);
      if (ready) return { then: (resolve: (mod: { default: BlockRenderer }) => void) => resolve({ default: ready }) } as Promise<{ default: BlockRenderer }>;
      return entry.load().then(
        (mod) => ({ default: mod.renderer }),
        (error: unknown) => {
          lazyCache.delete(entry.load);
          throw error;
        },
      );
    });
    lazyCache.set(entry.load, component);
  }
  return component;
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
  // Stable per loader (module cache above), so this is not a new component type per render.
  const renderer = lazyRenderer(entry);
  const children = block.children?.map((child, index) =>
    leftOut.has(child) ? null : <BlockDispatcher key={child.id ?? index} block={child} pointer={`${pointer}/children/${index}`} />,
  );
  return (
    <BlockErrorBoundary key={attempt} type={block.type} onReset={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<BlockLoading />}>
        {createElement(renderer, { block, pointer }, children)}
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
