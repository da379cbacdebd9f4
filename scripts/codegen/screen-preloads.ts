// What each built-in screen (channel-presets/default/screens) needs at boot, known before its JSON
// chunk is in: the block types it renders, the bespoke components and forms its blocks name, and the
// data its blocks read as they first render. The boot code starts all of it beside the config calls
// (src/app/boot-preload.ts), so none of it waits for the screen's JSON (docs/performance.md).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { banner, type Output } from './output.ts';
import { repoRoot } from './schema-files.ts';

type Block = { type?: unknown; props?: Record<string, unknown>; children?: Block[] };
type Read = { dataSource: string; params?: unknown };
type Preload = { blocks: string[]; components: string[]; forms: string[]; reads: Read[] };

const screensDir = path.join(repoRoot, 'channel-presets/default/screens');

/**
 * One screen's needs. Reads inside a `switch` are left out: which of its children show (and read)
 * depends on the state. A `switch`'s own data source is read only for a `field` case: left out too.
 */
export function screenPreload(blocks: readonly Block[] | undefined): Preload {
  const out: Preload = { blocks: [], components: [], forms: [], reads: [] };
  const add = (list: string[], value: unknown) => {
    if (typeof value === 'string' && !list.includes(value)) list.push(value);
  };
  const visit = (list: readonly Block[] | undefined, conditional: boolean) => {
    for (const block of list ?? []) {
      add(out.blocks, block.type);
      const props = block.props ?? {};
      add(out.components, props.itemRenderer);
      if (block.type === 'component') add(out.components, props.name);
      add(out.forms, props.form);
      const inSwitch = conditional || block.type === 'switch';
      if (!inSwitch && typeof props.dataSource === 'string') {
        const read: Read = { dataSource: props.dataSource };
        if (props.params !== undefined) read.params = props.params;
        if (!out.reads.some((r) => JSON.stringify(r) === JSON.stringify(read))) out.reads.push(read);
      }
      visit(block.children, inSwitch);
    }
  };
  visit(blocks, false);
  return out;
}

export async function generate(): Promise<Output[]> {
  const files = readdirSync(screensDir).filter((f) => f.endsWith('.json')).sort();
  const lines = files.map((file) => {
    const screen = JSON.parse(readFileSync(path.join(screensDir, file), 'utf8')) as { blocks?: Block[] };
    return `  ${JSON.stringify(file.replace(/\.json$/, ''))}: ${JSON.stringify(screenPreload(screen.blocks))},`;
  });
  const content = `${banner}
/** What a built-in screen needs at boot: block types, bespoke components, forms, and the data its blocks read first (params as written, ":id" from the route). */
export type ScreenPreload = {
  blocks: readonly string[];
  components: readonly string[];
  forms: readonly string[];
  reads: ReadonlyArray<{ dataSource: string; params?: unknown }>;
};

/** Every built-in screen (channel-presets/default/screens), by name. */
export const screenPreloads: Readonly<Record<string, ScreenPreload>> = {
${lines.join('\n')}
};
`;
  return [{ file: 'screen-preloads.ts', content }];
}
