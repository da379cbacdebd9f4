// The demo server: /wl/v1/* and /__demo/* through the msw handlers, /portal.config.json, and the
// static build with SPA fallback. One process, loopback only.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { existsSync } from 'node:fs';
import { getResponse } from 'msw';
import { demoStore, handlers } from '../../src/mocks/handlers.ts';
import { sendFetchResponse, toFetchRequest } from './bridge.ts';
import { StaticSite } from './static.ts';

export type DemoServerOptions = {
  host?: string;
  port?: number;
  /** Delay added to every API call (ms). */
  latencyMs?: number;
  /** Folder of the static build. */
  distDir: string;
  /** Content-Security-Policy header for HTML documents, if any. */
  csp?: string | null;
  /** Content-Security-Policy of the studio's documents (/studio), if any. */
  studioCsp?: string | null;
  /** Folder served under /__floor/ (the benchmark's static-floor twins), if any. */
  floorDir?: string | null;
};

export type DemoServer = { server: Server; url: string; site: StaticSite; close: () => Promise<void> };

const json = (res: ServerResponse, status: number, body: unknown, extra: Record<string, string> = {}) => {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': String(Buffer.byteLength(text)), ...extra });
  res.end(text);
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startDemoServer(options: DemoServerOptions): Promise<DemoServer> {
  const host = options.host ?? '127.0.0.1';
  const latency = Math.max(0, options.latencyMs ?? 0);
  const site = new StaticSite(options.distDir);
  const floor = options.floorDir ? new StaticSite(options.floorDir) : null;
  const configPath = `${options.distDir}/portal.config.json`;

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const origin = `http://${req.headers.host ?? `${host}`}`;
    const url = new URL(req.url ?? '/', origin);
    const pathname = decodeURIComponent(url.pathname);
    const method = req.method ?? 'GET';

    if (pathname.startsWith('/wl/v1/') || pathname.startsWith('/__demo/')) {
      // A portal on another loopback origin (vite dev or preview) may call the demo API.
      const requestOrigin = req.headers.origin;
      if (requestOrigin) {
        res.setHeader('Access-Control-Allow-Origin', requestOrigin);
        res.setHeader('Vary', 'Origin');
        res.setHeader('Access-Control-Expose-Headers', 'Content-Disposition');
      }
      if (method === 'OPTIONS') {
        res.writeHead(204, {
          'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
          'Access-Control-Allow-Headers': String(req.headers['access-control-request-headers'] ?? 'Authorization, Content-Type, X-Channel-Id'),
          'Access-Control-Max-Age': '600',
        });
        res.end();
        return;
      }
      if (latency > 0 && pathname.startsWith('/wl/v1/')) await sleep(latency);
      const request = await toFetchRequest(req, origin);
      const response = await getResponse(handlers, request);
      if (response) return sendFetchResponse(res, response, method === 'HEAD', String(req.headers['accept-encoding'] ?? ''));
      return json(res, 404, { message: `No demo handler for ${method} ${pathname}`, code: 'NOT_FOUND' });
    }
    if (method !== 'GET' && method !== 'HEAD') return json(res, 405, { message: 'Method not allowed' }, { Allow: 'GET, HEAD' });
    if (floor && pathname.startsWith('/__floor/')) {
      if (await floor.serve(req, res, pathname.slice('/__floor'.length))) return;
    }
    if (pathname === '/portal.config.json' && !existsSync(configPath)) {
      // The channel is named, as a deployment of one channel does: the portal skips the domain lookup
      // and its config calls go out in the first wave after this file (docs/performance.md). It is
      // the demo's current channel (a preset switch changes it).
      const settings = { apiBaseUrl: '/', channelId: demoStore().channelId, authStorage: 'local', demo: true, studio: true };
      return json(res, 200, settings, { 'Cache-Control': 'no-cache' });
    }
    if (!site.hasBuild && !site.has(pathname)) {
      res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('No build in dist/. Run `npm run build` (the API under /wl/v1/ works without it).\n');
      return;
    }
    const policy = /^\/studio(\/|$)/.test(pathname) ? options.studioCsp : options.csp;
    if (policy && (pathname.endsWith('.html') || !pathname.includes('.'))) res.setHeader('Content-Security-Policy', policy);
    if (!(await site.serve(req, res, pathname))) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Not found\n');
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('demo server:', error);
      if (!res.headersSent) json(res, 500, { message: 'Demo server error' });
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 4173, host, () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    server,
    url: `http://${host}:${port}`,
    site,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
