// No two modules of src/ or scripts/ import each other, not even by a type-only import: ESLint's
// import-x/no-cycle does not follow `import type`, so this test holds that half of the rule
// (docs/architecture.md, Conventions). Imports are read as text: relative paths and the `@/` alias
// (a file naming itself, as codegen's templates do, is no cycle).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^;]*?\sfrom\s+['"]([^'"]+)['"]/g;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'generated' || name === 'node_modules' ? [] : sources(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [file] : [];
  });
}

function resolve(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/')
    ? path.join(root, 'src', specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : undefined;
  if (!base) return undefined;
  const candidates = [base, base.replace(/\.tsx?$/, '') + '.ts', `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  return candidates.find((file) => /\.tsx?$/.test(file) && existsSync(file));
}

/** Every cycle of two or more files, each as its sorted files (Tarjan's strongly connected parts). */
function cycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const part: string[] = [];
    let member: string;
    do part.push((member = stack.pop()!));
    while (member !== node);
    if (part.length > 1) found.push(part.map((file) => path.relative(root, file)).sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

function importGraph(): Map<string, string[]> {
  const files = [...sources(path.join(root, 'src')), ...sources(path.join(root, 'scripts'))];
  return new Map(
    files.map((file) => {
      const text = readFileSync(file, 'utf8');
      const targets = [...text.matchAll(IMPORT)].map((m) => resolve(file, m[1]!)).filter((t): t is string => Boolean(t) && t !== file);
      return [file, [...new Set(targets)]] as const;
    }),
  );
}

describe('the import graph', () => {
  const graph = importGraph();
  const edge = (from: string, to: string) => graph.get(path.join(root, from))?.includes(path.join(root, to));

  it('reads type-only, aliased and multi-line imports', () => {
    expect(graph.size).toBeGreaterThan(500);
    expect(edge('src/studio/structure-view.tsx', 'src/studio/view.ts'), "import type { View } from './view'").toBe(true);
    expect(edge('src/mocks/preset-source.ts', 'src/presets/build.ts'), "from '@/presets/build'").toBe(true);
  });

  it('has no cycle in src/ or scripts/, type-only imports included', () => {
    expect(cycles(graph)).toEqual([]);
  });

  it('reports a cycle of two files', () => {
    const [a, b] = [path.join(root, 'a.ts'), path.join(root, 'b.ts')];
    expect(cycles(new Map([[a, [b]], [b, [a]]]))).toEqual([['a.ts', 'b.ts']]);
  });
});
