// The screens schema is two files: schemas/screens.schema.json (written by hand: screen, block
// envelope, shared definitions) and src/generated/blocks.schema.json (written by `npm run codegen`
// from src/blocks and src/app: the block types, each block's props and the declared extension
// names). Each $refs the other by a relative path that is also its $id's: validators (ajv) load both
// by $id, editors follow the paths. Tools that walk the schema by hand (the block checks of
// `preset validate` and the studio, the studio's block forms) read the two as one, bundled here.
import { isObject, type Json } from './built-preset';

/** $id of the generated part; from the hand-written file it is `BLOCKS_REF`. */
export const BLOCKS_SCHEMA_ID = 'https://loyalty-portal.dev/src/generated/blocks.schema.json';
/** How schemas/screens.schema.json names a generated definition (`${BLOCKS_REF}blockType`). */
export const BLOCKS_REF = '../src/generated/blocks.schema.json#/definitions/';
/** How the generated file names a hand-written definition (`${SCREENS_REF}params`). */
export const SCREENS_REF = '../../schemas/screens.schema.json#/definitions/';

/** `schema` with every `$ref` starting with `from` made local (`#/definitions/...`). */
function localRefs(schema: unknown, from: string): unknown {
  if (Array.isArray(schema)) return schema.map((item) => localRefs(item, from));
  if (!isObject(schema)) return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string' && value.startsWith(from) ? `#/definitions/${value.slice(from.length)}` : localRefs(value, from),
    ]),
  );
}

/**
 * The two files as one schema with local refs only: every definition of both, and the block's `type`
 * and `allOf` (its per-type props rules) in place, as if written in one file.
 */
export function bundleScreensSchema(screens: object, blocks: object): Json & { definitions: Record<string, Json> } {
  const own = localRefs(screens, BLOCKS_REF) as Json;
  const generated = localRefs(blocks, SCREENS_REF) as Json;
  const definitions = { ...(isObject(own.definitions) ? own.definitions : {}), ...(isObject(generated.definitions) ? generated.definitions : {}) } as Record<string, Json>;
  const { block, blockType, blockProps } = definitions;
  if (block && blockType && blockProps) {
    definitions.block = { ...block, properties: { ...(isObject(block.properties) ? block.properties : {}), type: blockType }, allOf: blockProps.allOf ?? [] };
  }
  return { ...own, definitions };
}
