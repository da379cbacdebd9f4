import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { linkPropPaths, LINK_REF } from '@/engine/blocks/link-props';
import { blockLinkProps } from '@/generated/block-link-props';
import { blockEntries } from '@/generated/block-registry';
import { blockTypes, generate, linkPropsTable } from './blocks.ts';
import { loadBlockDefinitions } from './definitions.ts';
import { repoRoot } from '../../src/presets/schema-files.ts';
import { BLOCKS_REF, BLOCKS_SCHEMA_ID } from '@/lib/preset-check/screens-schema';

const readJson = (file: string) => JSON.parse(readFileSync(path.join(repoRoot, file), 'utf8')) as Record<string, unknown>;
const screensSchema = readJson('schemas/screens.schema.json');
const generatedPart = readJson('src/generated/blocks.schema.json');
const validate = new Ajv({ allErrors: true, strict: false }).addSchema(generatedPart).compile(screensSchema);

describe('block codegen', () => {
  it('keeps the registry, props types and the generated blocks schema in step with src/blocks', async () => {
    for (const { file, content } of await generate()) {
      expect(readFileSync(path.join(repoRoot, 'src/generated', file), 'utf8'), `${file} is stale: npm run codegen`).toBe(content);
    }
  });

  it('leaves screens.schema.json as written: it $refs the generated part for the block types and props rules', () => {
    const block = (screensSchema.definitions as Record<string, { properties: { type: unknown }; allOf: unknown }>).block!;
    expect(block.properties.type).toEqual({ $ref: `${BLOCKS_REF}blockType` });
    expect(block.allOf).toEqual([{ $ref: `${BLOCKS_REF}blockProps` }]);
    expect(Object.keys(screensSchema.definitions as object).filter((key) => key.endsWith('Props') || key.endsWith('Name'))).toEqual([]);
    expect(generatedPart.$id).toBe(BLOCKS_SCHEMA_ID);
    // The relative path an editor follows and the $id a validator resolves name the same file.
    expect(new URL(BLOCKS_REF, screensSchema.$id as string).href).toBe(`${BLOCKS_SCHEMA_ID}#/definitions/`);
    expect(path.resolve(repoRoot, 'schemas', BLOCKS_REF.split('#')[0]!)).toBe(path.join(repoRoot, 'src/generated/blocks.schema.json'));
  });

  it('registers every block folder once, under its folder name', async () => {
    const definitions = await loadBlockDefinitions();
    expect(blockEntries.map((e) => e.name)).toEqual(definitions.map((d) => d.name));
    expect(new Set(blockTypes(definitions)).size).toBe(blockTypes(definitions).length);
  });

  it('checks a block’s props by its definition and still lets an unknown type through to the placeholder', () => {
    const screen = (block: object) => validate({ blocks: [block] });
    expect(screen({ type: 'links', props: { items: [{ label: 'a.b', to: '/x' }] } })).toBe(true);
    expect(screen({ type: 'links', props: { items: [{ to: '/x' }] } })).toBe(false);
    expect(screen({ type: 'paged-list' })).toBe(false);
    expect(screen({ type: 'heading', props: { text: 'a.b', level: 9 } })).toBe(false);
    expect(screen({ type: 'store-map' })).toBe(true);
  });

  it('finds every link prop in the block schemas: a prop named like a link must be an inAppLink', async () => {
    const definitions = await loadBlockDefinitions();
    expect(blockLinkProps).toEqual(linkPropsTable(definitions));
    expect(Object.keys(blockLinkProps)).toEqual(expect.arrayContaining(['links', 'section', 'empty-state', 'paged-list', 'item-field']));
    // Any string prop whose name says "link" (to, linkTo, href, url...) that is not declared as a link
    // would be rendered without the link rule: it must use the shared definition.
    const looksLikeLink = /^(?:to|href|url|link|target)$|(?:To|Href|Url|Link)$/;
    const strays: string[] = [];
    const walk = (schema: unknown, at: string) => {
      if (!schema || typeof schema !== 'object') return;
      const s = schema as Record<string, unknown>;
      for (const [key, child] of Object.entries((s.properties ?? {}) as Record<string, Record<string, unknown>>)) {
        if (looksLikeLink.test(key) && child.$ref !== LINK_REF) strays.push(`${at}/${key}`);
        walk(child, `${at}/${key}`);
      }
      if (s.items) walk(s.items, `${at}/*`);
    };
    for (const d of definitions) walk(d.props, d.name);
    expect(strays).toEqual([]);
    expect(linkPropPaths({ type: 'object', properties: { a: { type: 'array', items: { type: 'object', properties: { go: { $ref: LINK_REF } } } } } })).toEqual([['a', '*', 'go']]);
  });
});
