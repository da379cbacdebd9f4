import { readFile } from 'node:fs/promises';
import { parse } from 'yaml';
import { banner, type Output } from './output.ts';

type Operation = { operationId?: string; tags?: string[]; 'x-assumed'?: boolean };
type PathItem = Record<string, Operation>;

const methods = ['get', 'post', 'put', 'patch', 'delete'];

/**
 * The member's reads whose path is ours (`x-assumed: true`): a GET, or a paged list (`POST` of a
 * `list*` operation). A backend may lack them; the client turns that into "not available in this
 * channel" (src/lib/api/assumed-reads.ts). The channel's config (tag platform: the boot decides) and
 * the studio's calls (tag operator) are not among them.
 */
export async function generate(): Promise<Output[]> {
  const text = await readFile(new URL('../../openapi/wl-v1.yaml', import.meta.url), 'utf8');
  const doc = parse(text) as { paths: Record<string, PathItem> };
  const routes: Array<{ method: string; pattern: string; path: string; byId: boolean }> = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of methods) {
      const op = item[method];
      if (!op?.['x-assumed']) continue;
      if (op.tags?.some((tag) => tag === 'platform' || tag === 'operator')) continue;
      const read = method === 'get' || (method === 'post' && /^list[A-Z]/.test(op.operationId ?? ''));
      if (!read) continue;
      const pattern = `^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`;
      routes.push({ method: method.toUpperCase(), pattern, path, byId: /\{[^}]+\}/.test(path) });
    }
  }
  routes.sort((a, b) => (a.path + a.method).localeCompare(b.path + b.method));
  const lines = routes.map(
    (r) =>
      `  { method: ${JSON.stringify(r.method)}, path: ${JSON.stringify(r.path)}, byId: ${r.byId}, pattern: /${r.pattern.replace(/\//g, '\\/')}/ },`,
  );
  const content = `${banner}
/** The member's reads of openapi/wl-v1.yaml whose path is ours (x-assumed): a backend may lack them. \`byId\`: the path names one item. */
export const assumedReads: ReadonlyArray<{ method: string; path: string; byId: boolean; pattern: RegExp }> = [
${lines.join('\n')}
];
`;
  return [{ file: 'assumed-reads.ts', content }];
}
