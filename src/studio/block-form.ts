// A block's props form, generated from its props schema in the screens schema (its generated part,
// src/generated/blocks.schema.json, which `npm run codegen` writes from the block's folder,
// src/blocks/<name>/index.ts): the block's rule in `block.allOf` names its `<camelName>Props` definition,
// aliases included. The studio reads the two schema files bundled as one (check.ts).
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { screensSchema } from './check';
import { isObject, suggestDeclared, uiFor } from './schema-ui';
import { schemaWords } from './schema-words';

type Schema = Record<string, unknown>;

const screens = suggestDeclared(screensSchema) as Schema;
const definitions = (isObject(screens.definitions) ? screens.definitions : {}) as Schema;
const block = (isObject(definitions.block) ? definitions.block : {}) as Schema;
const PREFIX = '#/definitions/';

/** Every block type a screen may use (the generated list, aliases included). */
export const BLOCK_TYPES = (((block.properties as Schema | undefined)?.type as Schema | undefined)?.examples ?? []) as string[];

function propsRef(type: string): string | undefined {
  for (const rule of Array.isArray(block.allOf) ? (block.allOf as Schema[]) : []) {
    const match = ((rule.if as Schema | undefined)?.properties as Schema | undefined)?.type as Schema | undefined;
    const types = match ? (Array.isArray(match.enum) ? match.enum : [match.const]) : [];
    const ref = (((rule.then as Schema | undefined)?.properties as Schema | undefined)?.props as Schema | undefined)?.$ref;
    if (types.includes(type) && typeof ref === 'string') return ref;
  }
  return undefined;
}

/** By block type and studio language. */
const cache = new Map<string, { schema: RJSFSchema; uiSchema: UiSchema } | null>();

/** The props schema and uiSchema of a block type in `language` (the studio's); null for a type no block declares. */
export function blockPropsForm(type: string, language?: string): { schema: RJSFSchema; uiSchema: UiSchema } | null {
  const say = schemaWords(language);
  const cacheKey = `${type}\n${language ?? ''}`;
  if (!cache.has(cacheKey)) {
    const ref = propsRef(type);
    const own = ref ? definitions[ref.slice(PREFIX.length)] : undefined;
    if (!isObject(own)) cache.set(cacheKey, null);
    else {
      // The description shows beside the block's type, not again inside its form.
      const { description: _d, ...rest } = own;
      const schema = { ...rest, definitions } as RJSFSchema;
      const uiSchema: UiSchema = { ...uiFor(schema as Schema, { prefix: PREFIX, defs: definitions }, undefined, { freeAsJson: true, say, scope: type }), 'ui:submitButtonOptions': { norender: true } };
      // Markdown is written over several lines (its preview renders below the form).
      if (type === 'markdown') uiSchema.content = { ...(uiSchema.content as UiSchema | undefined), 'ui:widget': 'textarea', 'ui:options': { rows: 6 } };
      cache.set(cacheKey, { schema, uiSchema });
    }
  }
  return cache.get(cacheKey) ?? null;
}

/** A block's one-line description (from its definition) in `language` (the studio's). */
export const blockDescription = (type: string, language?: string) => {
  const ref = propsRef(type);
  const own = ref ? definitions[ref.slice(PREFIX.length)] : undefined;
  return isObject(own) && typeof own.description === 'string' ? schemaWords(language).help(own.description) : undefined;
};
