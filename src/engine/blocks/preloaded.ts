import type { BlockEntry, BlockRenderer, ItemBlockRenderer, ListBlockRenderer } from './types';

type Load<R> = () => Promise<{ renderer: R }>;

/** Renderers whose chunk is in, by loader; one table per renderer shape, so each keeps its type. */
export class LoadedRenderers<R> {
  private readonly table = new WeakMap<Load<R>, R>();
  load(load: Load<R>): Promise<void> {
    return load().then((mod) => void this.table.set(load, mod.renderer));
  }
  get(load: Load<R>): R | undefined {
    return this.table.get(load);
  }
}

// Renderers whose chunk is already in (preloaded beside the config or with the screen). Kept apart
// from the dispatcher so the boot code can preload blocks without loading React DOM's side of them.
export const loadedRenderers = {
  plain: new LoadedRenderers<BlockRenderer>(),
  item: new LoadedRenderers<ItemBlockRenderer>(),
  list: new LoadedRenderers<ListBlockRenderer>(),
};

/** Loads a block's chunk ahead of rendering, so its first render does not suspend. */
export function loadBlock(entry: BlockEntry): Promise<void> {
  if (entry.reads === 'item') return loadedRenderers.item.load(entry.load);
  if (entry.reads === 'list') return loadedRenderers.list.load(entry.load);
  return loadedRenderers.plain.load(entry.load);
}
