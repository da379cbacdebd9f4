// A backend that has only the spec's calls, as an API gateway in front of it answers: every call of
// ours (openapi/wl-v1.yaml `x-assumed: true` without `x-spec-names`, docs/contract.md "Calls that are
// ours") gets 401 `{"message":"Unauthorized"}`, token or not; the spec's calls go to the demo
// backend. It serves the production build (dist/) itself, without the channel document the demo
// server puts into index.html, and a portal.config.json of a deployment (not the demo's).
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import replyFrom from '@fastify/reply-from';
import Fastify from 'fastify';
import { parse } from 'yaml';

type Operation = { 'x-assumed'?: boolean; 'x-spec-names'?: string };
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const root = (relative: string) => fileURLToPath(new URL(`../../../${relative}`, import.meta.url));

/** The calls of ours, as method + path pattern under `wl/v1`. */
export function callsOfOurs(): Array<{ method: string; path: string; pattern: RegExp }> {
  const doc = parse(readFileSync(root('openapi/wl-v1.yaml'), 'utf8')) as { paths: Record<string, Record<string, Operation>> };
  const calls: Array<{ method: string; path: string; pattern: RegExp }> = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op?.['x-assumed'] || op['x-spec-names']) continue;
      const source = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+');
      calls.push({ method: method.toUpperCase(), path, pattern: new RegExp(`^/wl/v1${source}$`) });
    }
  }
  return calls;
}

export type SpecOnlyBackend = {
  url: string;
  /** Every API call that reached the gateway (`GET /wl/v1/user`), refused ones included. */
  calls: string[];
  /** The calls it refused with 401. */
  refused: string[];
  close: () => Promise<void>;
};

/** Starts the gateway on a free loopback port; `upstream` is the demo server's origin. */
export async function startSpecOnlyBackend(upstream: string, channelId = 'demo-default'): Promise<SpecOnlyBackend> {
  const ours = callsOfOurs();
  const dist = root('dist');
  if (!existsSync(path.join(dist, 'index.html'))) throw new Error('dist/ has no build: run `npm run build` first');
  const calls: string[] = [];
  const refused: string[] = [];
  const config = { apiBaseUrl: '/', channelId, authStorage: 'local', demo: false, studio: false };

  const app = Fastify();
  // Bodies pass through to the demo server as they came.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
  await app.register(replyFrom, { base: upstream });
  await app.register(fastifyStatic, { root: dist, serve: false, preCompressed: true });
  const isFile = (file: string) => existsSync(file) && statSync(file).isFile();
  app.route({
    method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    url: '/*',
    exposeHeadRoute: false,
    handler: (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const method = request.method.toUpperCase();
      if (pathname.startsWith('/wl/v1/')) {
        const call = `${method} ${pathname}`;
        calls.push(call);
        if (method !== 'OPTIONS' && ours.some((op) => op.method === method && op.pattern.test(pathname))) {
          refused.push(call);
          return reply.code(401).header('www-authenticate', 'Bearer').send({ message: 'Unauthorized' });
        }
        return reply.from(request.url);
      }
      // The demo's controls (reset between tests) pass; the studio is not deployed here.
      if (pathname.startsWith('/__demo/')) return reply.from(request.url);
      if (pathname === '/portal.config.json') return reply.header('cache-control', 'no-cache').send(config);
      const file = path.join(dist, decodeURIComponent(pathname));
      if (file.startsWith(dist) && isFile(file)) return reply.sendFile(path.relative(dist, file));
      if (!path.posix.extname(pathname)) return reply.header('cache-control', 'no-cache').sendFile('index.html');
      return reply.code(404).header('cache-control', 'no-store').type('text/plain').send('Not found\n');
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    calls,
    refused,
    close: () => app.close(),
  };
}
