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
  /** Where the block sits in its screen (`screens/home/blocks/0`), for problem reports. */
  pointer?: string;
};

/** Rank of a block for a renderer; the dispatcher picks the highest. */
export type BlockTester = (block: Block) => number;
export const NOT_APPLICABLE = -1;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each block narrows its own props
export type BlockRenderer = ComponentType<BlockRendererProps<any>>;

/** A registered block: the tester is loaded eagerly, the renderer lazily (one chunk per block). */
export type BlockEntry = {
  name: string;
  tester: BlockTester;
  load: () => Promise<{ renderer: BlockRenderer }>;
};
