import type { BlockEntry, BlockRenderer } from './types';

// Renderers whose chunk is already in (preloaded beside the config or with the screen). Kept apart
// from the dispatcher so the boot code can preload blocks without loading React DOM's side of them.
const loaded = new WeakMap<BlockEntry['load'], BlockRenderer>();

/** Loads a block's chunk ahead of rendering, so its first render does not suspend. */
export function loadBlock(entry: BlockEntry): Promise<void> {
  return entry.load().then((mod) => void loaded.set(entry.load, mod.renderer));
}

/** The renderer of a block whose chunk is in, if it is. */
export function loadedRenderer(entry: BlockEntry): BlockRenderer | undefined {
  return loaded.get(entry.load);
}
