import { readFile } from 'node:fs/promises';
import { parse } from 'yaml';
import { banner, type Output } from './output.ts';

type Operation = { security?: Array<Record<string, unknown>> };
type PathItem = Record<string, Operation>;

const methods = ['get', 'post', 'put', 'patch', 'delete'];

/** Paths as a tree of segments (`{name}` is any one segment). */
type Segments = { end: boolean; next: Map<string, Segments> };

const segmentSource = (segment: string) =>
  /^\{[^}]+\}$/.test(segment) ? '[^\\/]+' : segment.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The tree as one pattern: a branch per distinct segment, so each path prefix is written once. */
function treeSource(node: Segments): string {
  const branches = [...node.next].map(([segment, child]) => `\\/${segmentSource(segment)}${treeSource(child)}`);
  if (node.end) branches.push('');
  return branches.length === 1 ? branches[0]! : `(?:${branches.join('|')})`;
}

/** One anchored pattern matching exactly `paths` (openapi paths, `{name}` a segment). */
export function pathsPattern(paths: readonly string[]): RegExp {
  const root: Segments = { end: false, next: new Map() };
  for (const path of [...paths].sort()) {
    let node = root;
    for (const segment of path.split('/').slice(1)) {
      let child = node.next.get(segment);
      if (!child) node.next.set(segment, (child = { end: false, next: new Map() }));
      node = child;
    }
    node.end = true;
  }
  return new RegExp(`^${treeSource(root)}$`);
}

/** Operations whose security names no bearer scheme: the client never sends the token to them. */
export async function generate(): Promise<Output[]> {
  const text = await readFile(new URL('../../openapi/wl-v1.yaml', import.meta.url), 'utf8');
  const doc = parse(text) as { paths: Record<string, PathItem> };
  const byMethod = new Map<string, string[]>();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of methods) {
      const op = item[method];
      if (!op?.security) continue;
      if (op.security.some((requirement) => 'bearer' in requirement)) continue;
      const key = method.toUpperCase();
      byMethod.set(key, [...(byMethod.get(key) ?? []), path]);
    }
  }
  const entries = [...byMethod].sort(([a], [b]) => a.localeCompare(b));
  const lines = entries.flatMap(([method, paths]) => [
    ...[...paths].sort().map((path) => `  // ${method} ${path}`),
    `  ${method}: ${pathsPattern(paths).toString()},`,
  ]);
  const content = `${banner}
/**
 * Operations of openapi/wl-v1.yaml that send no bearer token (their security names no bearer): one
 * pattern per method, matching exactly the paths listed above it (\`{name}\` is any one segment).
 */
export const tokenFreeRoutes: Readonly<Record<string, RegExp>> = {
${lines.join('\n')}
};
`;
  return [{ file: 'token-free-routes.ts', content }];
}
