import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { DECLARATION_TEXT, withoutDeclarationText } from './declaration-text';

const src = path.resolve(import.meta.dirname, '../../src');

/** The property names of each `define<Kind>({ ... })` call in `code`. */
function declaredKeys(code: string): Array<{ call: string; keys: string[] }> {
  const source = ts.createSourceFile('x.ts', code, ts.ScriptTarget.Latest, true);
  const found: Array<{ call: string; keys: string[] }> = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && Object.hasOwn(DECLARATION_TEXT, node.expression.text)) {
      const [object] = node.arguments;
      if (object && ts.isObjectLiteralExpression(object)) {
        found.push({ call: node.expression.text, keys: object.properties.map((p) => (p.name && ts.isIdentifier(p.name) ? p.name.text : '...')) });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const lineBreaks = (code: string) => [...code.matchAll(/\n/g)].map((m) => m.index);

describe('declaration text left out of the browser bundles', () => {
  it("blanks a block's description and props, keeping every other property and every line and column", () => {
    const code = [
      "import { defineBlock } from '@/engine/blocks/define';",
      'export const definition = defineBlock({',
      "  name: 'banner',",
      "  description: 'A campaign banner, with a comma, in its words',",
      '  props: {',
      "    type: 'object',",
      "    properties: { title: { description: 'Its title' } },",
      '  },',
      "  states: { empty: 'blocks.empty', description: 'kept: not the declaration' },",
      "  load: () => import('./renderer'),",
      '});',
    ].join('\n');
    const out = withoutDeclarationText(code, 'src/blocks/banner/index.ts')!;
    expect(out).toHaveLength(code.length);
    expect(lineBreaks(out)).toEqual(lineBreaks(code));
    expect(declaredKeys(out)).toEqual([{ call: 'defineBlock', keys: ['name', 'states', 'load'] }]);
    expect(out).toContain("description: 'kept: not the declaration'");
    expect(out).not.toContain('A campaign banner');
    expect(out).not.toContain('Its title');
  });

  it("blanks only the description of the other kinds, also as the last property without a comma", () => {
    const code = "export const definition = defineDataSource({ name: 'news', kind: 'paged', query, description: 'News' });\n" +
      "export const other = defineItemRenderer({ description: \"Tile\", name: 'coupon-tile', load });\n";
    const out = withoutDeclarationText(code, 'src/app/data-sources/news.ts')!;
    expect(declaredKeys(out)).toEqual([
      { call: 'defineDataSource', keys: ['name', 'kind', 'query'] },
      { call: 'defineItemRenderer', keys: ['name', 'load'] },
    ]);
    expect(out).toHaveLength(code.length);
  });

  it('leaves a module without a declaration as it is', () => {
    expect(withoutDeclarationText("const a = { description: 'x', props: {} };", 'src/lib/a.ts')).toBeNull();
    expect(withoutDeclarationText("export function defineBlock(input) { return { description: input.description }; }", 'src/engine/blocks/define.ts')).toBeNull();
  });

  it("reaches every declaration of src: none keeps its description (or a block its props) in the browser's build", () => {
    const files = [
      ...readdirSync(path.join(src, 'blocks'))
        .map((block) => path.join(src, 'blocks', block, 'index.ts'))
        .filter((file) => existsSync(file)),
      ...['actions', 'data-sources', 'item-renderers'].flatMap((kind) =>
        readdirSync(path.join(src, 'app', kind))
          .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
          .map((file) => path.join(src, 'app', kind, file)),
      ),
    ];
    expect(files.length).toBeGreaterThan(60);
    for (const file of files) {
      const code = readFileSync(file, 'utf8');
      const declared = declaredKeys(code);
      expect(declared, file).toHaveLength(1);
      expect(declared[0]!.keys, file).toContain('description');
      const out = withoutDeclarationText(code, file);
      expect(out, file).not.toBeNull();
      const [{ call, keys }] = declaredKeys(out!) as [{ call: string; keys: string[] }];
      expect(keys, file).toContain('name');
      for (const dropped of DECLARATION_TEXT[call]!) expect(keys, file).not.toContain(dropped);
    }
  });
});
