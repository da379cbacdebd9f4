import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { linkPropPaths, LINK_REF } from '@/engine/blocks/link-props';
import { blockLinkProps } from '@/generated/block-link-props';
import { blockEntries } from '@/generated/block-registry';
import { blockTypes, generate, linkPropsTable } from './blocks.ts';
import { loadBlockDefinitions } from './definitions.ts';
import { repoRoot } from './schema-files.ts';

const screensSchema = JSON.parse(readFileSync(path.join(repoRoot, 'schemas/screens.schema.json'), 'utf8')) as object;
const validate = new Ajv({ allErrors: true, strict: false }).compile(screensSchema);

describe('block codegen', () => {
  it('keeps the registry, props types and screens.schema.json in step with src/blocks', async () => {
    for (const { file, content, root } of await generate()) {
      const target = path.join(repoRoot, root === 'repo' ? '' : 'src/generated', file);
      expect(readFileSync(target, 'utf8'), `${file} is stale: npm run codegen`).toBe(content);
    }
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
