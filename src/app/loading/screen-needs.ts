/** A block as the walk reads it: a screen's JSON before validation (codegen) or a validated screen. */
type Walked = { type?: unknown; props?: Readonly<Record<string, unknown>>; children?: readonly Walked[] };

export type ScreenRead = { dataSource: string; params?: unknown };

/** What a screen needs before it shows: its block types, bespoke components, forms, and the data its blocks read as they first render. */
export type ScreenNeeds = { blocks: string[]; components: string[]; forms: string[]; reads: ScreenRead[] };

/**
 * One screen's needs, the one rule for the route loader (a resolved screen) and codegen (the
 * built-in screens' manifest, src/generated/screen-preloads.ts). Reads inside a `switch` are left
 * out: which of its children show (and read) depends on the state; a `switch`'s own data source is
 * read only for a `field` case: left out too. Params stay as written (":id" is filled from the route).
 */
export function screenNeeds(blocks: readonly Walked[] | undefined): ScreenNeeds {
  const out: ScreenNeeds = { blocks: [], components: [], forms: [], reads: [] };
  const add = (list: string[], value: unknown) => {
    if (typeof value === 'string' && !list.includes(value)) list.push(value);
  };
  const visit = (list: readonly Walked[] | undefined, conditional: boolean) => {
    for (const block of list ?? []) {
      add(out.blocks, block.type);
      const props = block.props ?? {};
      add(out.components, props.itemRenderer);
      if (block.type === 'component') add(out.components, props.name);
      add(out.forms, props.form);
      const inSwitch = conditional || block.type === 'switch';
      if (!inSwitch && typeof props.dataSource === 'string') {
        const read: ScreenRead = { dataSource: props.dataSource };
        if (props.params !== undefined) read.params = props.params;
        if (!out.reads.some((r) => JSON.stringify(r) === JSON.stringify(read))) out.reads.push(read);
      }
      visit(block.children, inSwitch);
    }
  };
  visit(blocks, false);
  return out;
}
