// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { absoluteRefs, generate, stripAnnotations } from './sections.ts';
import { repoRoot } from '../../src/presets/schema-files.ts';

describe('section codegen', () => {
  it('is deterministic and matches the committed files', async () => {
    const first = await generate();
    const second = await generate();
    expect(second).toEqual(first);
    for (const { file, content } of first) {
      expect(readFileSync(path.join(repoRoot, 'src/generated', file), 'utf8'), `${file} is stale: npm run codegen`).toBe(content);
    }
  });

  it('emits browser validators that import only small ajv runtime helpers and never compile', async () => {
    const outputs = await generate();
    for (const { file, content } of outputs.filter((o) => o.file.endsWith('.js'))) {
      expect(content, file).not.toMatch(/\brequire\(/);
      expect(content, file).not.toMatch(/new Function|\beval\(/);
      const imports = [...content.matchAll(/^import .* from "([^"]+)";$/gm)].map((m) => m[1]);
      for (const source of imports) expect(source, file).toMatch(/^ajv\/dist\/runtime\/[\w-]+\.js$/);
    }
  });

  it('strips annotations only where they are keywords, and makes refs absolute', () => {
    const schema = { description: 'x', properties: { description: { type: 'string', title: 't' } } };
    expect(stripAnnotations(schema)).toEqual({ properties: { description: { type: 'string' } } });
    expect(absoluteRefs({ items: { $ref: '#/$defs/a' } }, 'https://h/s/x.json')).toEqual({ items: { $ref: 'https://h/s/x.json#/$defs/a' } });
  });
});
