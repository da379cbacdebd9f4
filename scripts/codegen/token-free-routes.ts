import { readFile } from 'node:fs/promises';
import { parse } from 'yaml';
import { banner, type Output } from './output.ts';

type Operation = { security?: Array<Record<string, unknown>> };
type PathItem = Record<string, Operation>;

const methods = ['get', 'post', 'put', 'patch', 'delete'];

/** Operations whose security names no bearer scheme: the client never sends the token to them. */
export async function generate(): Promise<Output[]> {
  const text = await readFile(new URL('../../openapi/wl-v1.yaml', import.meta.url), 'utf8');
  const doc = parse(text) as { paths: Record<string, PathItem> };
  const routes: Array<{ method: string; pattern: string; path: string }> = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of methods) {
      const op = item[method];
      if (!op?.security) continue;
      if (op.security.some((requirement) => 'bearer' in requirement)) continue;
      const pattern = `^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`;
      routes.push({ method: method.toUpperCase(), pattern, path });
    }
  }
  routes.sort((a, b) => (a.path + a.method).localeCompare(b.path + b.method));
  const lines = routes.map(
    (r) => `  { method: ${JSON.stringify(r.method)}, path: ${JSON.stringify(r.path)}, pattern: /${r.pattern.replace(/\//g, '\\/')}/ },`,
  );
  const content = `${banner}
/** Operations of openapi/wl-v1.yaml that send no bearer token (their security names no bearer). */
export const tokenFreeRoutes: ReadonlyArray<{ method: string; path: string; pattern: RegExp }> = [
${lines.join('\n')}
];
`;
  return [{ file: 'token-free-routes.ts', content }];
}
