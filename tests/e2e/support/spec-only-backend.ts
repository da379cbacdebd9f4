// A backend that has only the spec's calls, as an API gateway in front of it answers: every call of
// ours (openapi/wl-v1.yaml `x-assumed: true` without `x-spec-names`, docs/contract.md "Calls that are
// ours") gets 401 `{"message":"Unauthorized"}`, token or not; the spec's calls go to the demo
// backend. It serves the production build (dist/) itself, without the channel document the demo
// server puts into index.html, and a portal.config.json of a deployment (not the demo's).
import { readFileSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { StaticSite } from '../../../scripts/demo-server/static';

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
  const site = new StaticSite(root('dist'));
  if (!site.hasBuild) throw new Error('dist/ has no build: run `npm run build` first');
  const calls: string[] = [];
  const refused: string[] = [];
  const config = JSON.stringify({ apiBaseUrl: '/', channelId, authStorage: 'local', demo: false, studio: false });

  const forward = (req: IncomingMessage, res: ServerResponse) => {
    const target = new URL(req.url ?? '/', upstream);
    const headers = { ...req.headers, host: target.host };
    const outgoing = httpRequest(target, { method: req.method, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    outgoing.on('error', () => {
      res.writeHead(502, { 'Content-Type': 'application/json' });
      res.end('{"message":"Bad gateway"}');
    });
    req.pipe(outgoing);
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const pathname = new URL(req.url ?? '/', 'http://gateway.invalid').pathname;
    const method = (req.method ?? 'GET').toUpperCase();
    if (pathname.startsWith('/wl/v1/')) {
      const call = `${method} ${pathname}`;
      calls.push(call);
      if (method !== 'OPTIONS' && ours.some((op) => op.method === method && op.pattern.test(pathname))) {
        refused.push(call);
        req.resume();
        res.writeHead(401, { 'Content-Type': 'application/json', 'WWW-Authenticate': 'Bearer' });
        res.end('{"message":"Unauthorized"}');
        return;
      }
      forward(req, res);
      return;
    }
    // The demo's controls (reset between tests) pass; the studio is not deployed here.
    if (pathname.startsWith('/__demo/')) return forward(req, res);
    if (pathname === '/portal.config.json') {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' });
      res.end(config);
      return;
    }
    if (!(await site.serve(req, res, pathname))) {
      res.writeHead(404, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' });
      res.end('Not found\n');
    }
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    refused,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
