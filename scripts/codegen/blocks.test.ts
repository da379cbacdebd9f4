import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { blockEntries } from '@/generated/block-registry';
import { blockTypes, generate, loadBlockDefinitions } from './blocks.ts';
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
});
