import { createContext, useContext } from 'react';
import type { Block, Screen } from './types';

export type DuplicateBlock = { block: Block; pointer: string; message: string };

/**
 * The blocks of a screen whose id an earlier block of the same screen already has (the preset check's
 * "block id used twice" error). The portal keeps the first and leaves the others out: a patch by id
 * reaches only the first, and two blocks with one id would share one React key.
 */
export function duplicateIdBlocks(screen: Screen, pointer: string): DuplicateBlock[] {
  const seen = new Map<string, string>();
  const out: DuplicateBlock[] = [];
  const walk = (blocks: readonly Block[] | undefined, base: string) =>
    blocks?.forEach((block, index) => {
      const at = `${base}/${index}`;
      const first = typeof block.id === 'string' ? seen.get(block.id) : undefined;
      if (typeof block.id === 'string' && first !== undefined) {
        out.push({ block, pointer: `${at}/id`, message: `block id "${block.id}" is used twice (first at ${first}): only the first is shown` });
        return;
      }
      if (typeof block.id === 'string') seen.set(block.id, at);
      walk(block.children, `${at}/children`);
    });
  walk(screen.blocks, pointer);
  return out;
}

const noBlocks: ReadonlySet<Block> = new Set();

/** The blocks the current screen leaves out (set by ScreenRenderer, read by the dispatcher). */
export const LeftOutBlocks = createContext<ReadonlySet<Block>>(noBlocks);

export const useLeftOutBlocks = () => useContext(LeftOutBlocks);
