// The route tables of the contract's operations, each with its method, exact path and the JSON
// Schemas of its path parameters, query and body, $refs resolved: the channel service's
// (src/generated/service-routes.ts: the operations the product owns, `/platform/...`) and the
// member operations' (src/generated/member-routes.ts: every other one, which the demo's member
// backend serves, scripts/demo-server/member-demo.ts). Both are registered with Fastify, so requests
// are validated against the same contract the client is generated from, with no YAML read at run time.
import { readFile } from 'node:fs/promises';
import { parse } from 'yaml';
import { banner, type Output } from './output.ts';

type Json = Record<string, unknown>;
type Parameter = { name: string; in: string; required?: boolean; schema?: Json; $ref?: string };

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/**
 * The JSON Schemas a success answer is serialised with (Fastify `response`, fast-json-stringify):
 * each 2xx status with an `application/json` body. A listed object sends only its listed fields;
 * an object the contract leaves open (no `properties`: a config, a section's values) is sent whole,
 * which is what JSON Schema means by it (fast-json-stringify would send `{}`). Failures (ErrorBody,
 * with each refusal's own fields) and the answers without JSON (an asset's bytes, a 304) are sent
 * as built.
 */
function responseSchemas(responses: Json | undefined, resolve: (node: unknown) => unknown): Json | undefined {
  const open = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(open);
    if (typeof node !== 'object' || node === null) return node;
    const schema = Object.fromEntries(Object.entries(node).filter(([key]) => key !== 'description' && key !== 'example').map(([key, value]) => [key, key === 'properties' ? Object.fromEntries(Object.entries(value as Json).map(([name, field]) => [name, open(field)])) : open(value)]));
    const typed = schema.type === 'object' || (Array.isArray(schema.type) && schema.type.includes('object'));
    if (typed && schema.properties === undefined && schema.additionalProperties === undefined && schema.patternProperties === undefined) schema.additionalProperties = true;
    return schema;
  };
  const out: Json = {};
  for (const [status, answer] of Object.entries(responses ?? {})) {
    if (!/^2\d\d$/.test(status)) continue;
    const json = ((resolve(answer) as Json).content as Json | undefined)?.['application/json'] as Json | undefined;
    if (json?.schema) out[status] = open(json.schema);
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

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
  const memberRoutes: Json[] = [];
  for (const [path, item] of Object.entries(spec.paths as Record<string, Json>)) {
    const owned = path.startsWith('/platform/');
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
      // A multipart form (a member's upload): read whole, the handler takes its parts.
      const multipart = content?.['multipart/form-data'] !== undefined;
      const response = owned ? responseSchemas(op.responses as Json | undefined, resolve) : undefined;
      (owned ? routes : memberRoutes).push({
        operationId: op.operationId,
        method: method.toUpperCase(),
        url: `/wl/v1${path.replace(/\{(\w+)\}/g, ':$1')}`,
        ...(group('path') ? { params: group('path') } : {}),
        ...(group('query') ? { querystring: group('query') } : {}),
        ...(body?.schema ? { body: body.schema } : {}),
        ...(binary ? { binaryBody: binary } : {}),
        ...(multipart ? { multipartBody: true } : {}),
        ...(response ? { response } : {}),
      });
    }
  }
  routes.sort((a, b) => String(a.operationId).localeCompare(String(b.operationId)));
  memberRoutes.sort((a, b) => String(a.operationId).localeCompare(String(b.operationId)));
  const ids = routes.map((r) => `'${String(r.operationId)}'`).join(' | ');
  const memberIds = memberRoutes.map((r) => `'${String(r.operationId)}'`).join(' | ');
  const member =
    `${banner}\n` +
    `/** A member operation of openapi/wl-v1.yaml (outside \`/platform/\`): the member API's, served in the demo by its member backend. */\nexport type MemberOperationId = ${memberIds};\n\n` +
    `export type MemberRoute = { operationId: MemberOperationId; method: 'GET' | 'PUT' | 'POST' | 'DELETE' | 'PATCH'; url: string; params?: object; querystring?: object; body?: object; multipartBody?: boolean };\n\n` +
    `/** Every member operation: method, exact path and the JSON Schemas of its parameters and body. */\n` +
    `export const memberRoutes: readonly MemberRoute[] = ${JSON.stringify(memberRoutes, null, 2)};\n`;
  const content =
    `${banner}\n` +
    `/** An operation of openapi/wl-v1.yaml the channel service owns. */\nexport type ServiceOperationId = ${ids};\n\n` +
    `export type ServiceRoute = { operationId: ServiceOperationId; method: 'GET' | 'PUT' | 'POST' | 'DELETE' | 'PATCH'; url: string; params?: object; querystring?: object; body?: object; binaryBody?: readonly string[]; response?: Record<string, object> };\n\n` +
    `/** Every owned operation: method, exact path and the JSON Schemas of its parameters, body and success answers. */\n` +
    `export const serviceRoutes: readonly ServiceRoute[] = ${JSON.stringify(routes, null, 2)};\n`;
  return [
    { file: 'service-routes.ts', content },
    { file: 'member-routes.ts', content: member },
  ];
}
