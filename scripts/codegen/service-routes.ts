// The channel service's route table (src/generated/service-routes.ts): every operation of the
// contract the product owns (`/platform/...`), with its method, exact path and the JSON Schemas of
// its path parameters, query and body, $refs resolved. The service registers these with Fastify, so
// requests are validated against the same contract the client is generated from, with no YAML read
// at run time.
import { readFile } from 'node:fs/promises';
import { parse } from 'yaml';
import { banner, type Output } from './output.ts';

type Json = Record<string, unknown>;
type Parameter = { name: string; in: string; required?: boolean; schema?: Json; $ref?: string };

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

export async function generate(): Promise<Output[]> {
  const spec = parse(await readFile(new URL('../../openapi/wl-v1.yaml', import.meta.url), 'utf8')) as Json;
  const components = spec.components as Json;
  const lookup = (ref: string): unknown => ref.replace(/^#\//, '').split('/').reduce<unknown>((node, key) => (node as Json)[key], spec);
  const resolve = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(resolve);
    if (typeof node !== 'object' || node === null) return node;
    const ref = (node as Json).$ref;
    if (typeof ref === 'string') return resolve(lookup(ref));
    return Object.fromEntries(Object.entries(node).filter(([key]) => key !== 'x-assumed').map(([key, value]) => [key, resolve(value)]));
  };
  void components;
  const routes: Json[] = [];
  for (const [path, item] of Object.entries(spec.paths as Record<string, Json>)) {
    if (!path.startsWith('/platform/')) continue;
    for (const method of METHODS) {
      const op = item[method] as Json | undefined;
      if (!op) continue;
      const parameters = ((op.parameters ?? []) as Parameter[]).map((p) => resolve(p) as Parameter);
      const group = (where: string) => {
        const own = parameters.filter((p) => p.in === where);
        if (own.length === 0) return undefined;
        return {
          type: 'object',
          properties: Object.fromEntries(own.map((p) => [p.name, p.schema ?? {}])),
          ...(own.some((p) => p.required) ? { required: own.filter((p) => p.required).map((p) => p.name) } : {}),
        };
      };
      const content = (op.requestBody as Json | undefined)?.content as Json | undefined;
      const body = resolve(content?.['application/json']) as Json | undefined;
      // A body of raw bytes (an upload): the service reads it as a Buffer, no JSON Schema, under any
      // of the media types the operation lists besides JSON.
      const binary = content?.['application/octet-stream'] !== undefined ? Object.keys(content).filter((type) => type !== 'application/json') : null;
      routes.push({
        operationId: op.operationId,
        method: method.toUpperCase(),
        url: `/wl/v1${path.replace(/\{(\w+)\}/g, ':$1')}`,
        ...(group('path') ? { params: group('path') } : {}),
        ...(group('query') ? { querystring: group('query') } : {}),
        ...(body?.schema ? { body: body.schema } : {}),
        ...(binary ? { binaryBody: binary } : {}),
      });
    }
  }
  routes.sort((a, b) => String(a.operationId).localeCompare(String(b.operationId)));
  const ids = routes.map((r) => `'${String(r.operationId)}'`).join(' | ');
  const content =
    `${banner}\n` +
    `/** An operation of openapi/wl-v1.yaml the channel service owns. */\nexport type ServiceOperationId = ${ids};\n\n` +
    `export type ServiceRoute = { operationId: ServiceOperationId; method: 'GET' | 'PUT' | 'POST' | 'DELETE' | 'PATCH'; url: string; params?: object; querystring?: object; body?: object; binaryBody?: readonly string[] };\n\n` +
    `/** Every owned operation: method, exact path and the JSON Schemas of its parameters and body. */\n` +
    `export const serviceRoutes: readonly ServiceRoute[] = ${JSON.stringify(routes, null, 2)};\n`;
  return [{ file: 'service-routes.ts', content }];
}
