import { defineExtension, type ExtensionBase } from '../extensions/define-extension';
import { rankWith, typeIs } from './testers';
import type { BlockEntry, BlockRenderer, BlockTester, DataStates, ItemBlockRenderer, ListBlockRenderer } from './types';

/**
 * A JSON Schema fragment (draft-07) for a block's props. `$ref`s point at the shared definitions of
 * schemas/screens.schema.json (`#/definitions/i18nKey`, `inAppLink`, `params`, `columnFormat`,
 * `channelDateTime`) or at the generated name enums (`dataSourceName`, `itemRendererName`,
 * `actionName`); codegen rewrites the shared ones into refs to that file when it writes the props into
 * src/generated/blocks.schema.json. A prop named like a link (`to`, `linkTo`, `href`...) must be an
 * `inAppLink` (scripts/codegen/blocks.test.ts). The renderer's props type is `<PascalName>Props` of
 * src/generated/block-props.ts, written by `npm run codegen`.
 */
export type PropsSchema = { type: 'object'; properties?: Record<string, unknown>; required?: readonly string[] } & Record<string, unknown>;

type Common = ExtensionBase & {
  /** Further types this block renders (`text` also renders `heading`). */
  aliases?: readonly string[];
  props: PropsSchema;
  /** Default: rank 1 for the block's name and aliases. */
  tester?: BlockTester;
};

/**
 * Everything about one block, declared once in `src/blocks/<name>/index.ts` (the shape of every
 * extension: `@/engine/extensions/define-extension`; the block's name is its type). `npm run codegen` reads
 * these definitions and generates the registry (`src/generated/block-registry.ts`), the block list and
 * props of the screens schema (`src/generated/blocks.schema.json`), the props types (`src/generated/block-props.ts`) and the
 * manifest the preset CLI reads.
 *
 * A data block declares `reads` (`item` or `list`) and its `states`: the engine then looks up the
 * source its `dataSource` prop names, resolves its `params`, runs the query and shows unavailable,
 * loading, error with retry and empty itself (data-block.tsx); the renderer receives
 * `{ props, data | items, query, pointer }` (`ItemBlockProps` / `ListBlockProps`).
 */
export type BlockDefinitionInput = Common &
  (
    | { reads?: undefined; load: () => Promise<{ renderer: BlockRenderer }> }
    | { reads: 'item'; states: DataStates; load: () => Promise<{ renderer: ItemBlockRenderer }> }
    | { reads: 'list'; states: DataStates; load: () => Promise<{ renderer: ListBlockRenderer }> }
  );

export type BlockDefinition = BlockEntry & Required<Pick<Common, 'description' | 'aliases' | 'props'>>;

export function defineBlock(input: BlockDefinitionInput): BlockDefinition {
  defineExtension('block', input);
  const aliases = input.aliases ?? [];
  const common = {
    name: input.name,
    description: input.description,
    aliases,
    props: input.props,
    tester: input.tester ?? rankWith(1, typeIs(input.name, ...aliases)),
  };
  if (input.reads === 'item') return { ...common, reads: input.reads, states: input.states, load: input.load };
  if (input.reads === 'list') return { ...common, reads: input.reads, states: input.states, load: input.load };
  return { ...common, load: input.load };
}

/** Whether a block must carry `props` (its schema requires something). */
export const propsRequired = (props: PropsSchema) => (props.required?.length ?? 0) > 0 || typeof props.minProperties === 'number';
