// The demo server: /wl/v1/platform/* through the channel service (src/server, in this process),
// the member calls of /wl/v1/* and /__demo/* through the msw handlers, /portal.config.json, and the
// static build with SPA fallback. One process, loopback only.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { getResponse } from 'msw';
import { demoStore, handlers } from '../../src/mocks/handlers.ts';
import { DEMO_CLOCK_HEADER } from '../../src/lib/clock.ts';
import { channelOfHost } from '../../src/mocks/served-channel.ts';
import { sendFetchResponse, toFetchRequest } from './bridge.ts';
import { corsOrigin, ownOrigin, portalOrigins, sameOriginOnly } from './origin-guard.ts';
import { withChannelDocument } from './channel-document.ts';
import { withFirstScreen } from './first-screen.ts';
import { startDemoChannels, type DemoChannels } from './channel-service.ts';
import type { StoreSettings } from '../../src/server/db/connect.ts';
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
  /** Other origins of the portal allowed by CORS (default: `DEMO_CORS_ORIGINS`, else vite's loopback ports). */
  corsOrigins?: readonly string[];
  /** The channel store (default: in memory; scripts/demo-server.ts passes the environment's). */
  channelStore?: StoreSettings;
};

export type DemoServer = { server: Server; url: string; site: StaticSite; channels: DemoChannels; close: () => Promise<void> };

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
  const allowedOrigins = options.corsOrigins ?? portalOrigins(process.env.DEMO_CORS_ORIGINS);
  const channels = await startDemoChannels(options.channelStore ?? { dataDir: 'memory' });

  /** Whether the served portal.config.json turns the studio on (the default one does). */
  const studioOn = () => {
    if (!existsSync(configPath)) return true;
    try {
      return (JSON.parse(readFileSync(configPath, 'utf8')) as { studio?: unknown }).studio === true;
    } catch {
      return false;
    }
  };

  /** The channel store follows the demo controls: a reset seeds it again, a switch adds the preset's channel, demo time runs due schedules. */
  async function afterDemoControl(pathname: string) {
    if (pathname === '/__demo/reset') await channels.reset();
    if (pathname === '/__demo/preset') await channels.switched();
    if (pathname === '/__demo/time') await channels.service.worker?.runNow();
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const origin = `http://${req.headers.host ?? `${host}`}`;
    const url = new URL(req.url ?? '/', origin);
    const pathname = decodeURIComponent(url.pathname);
    const method = req.method ?? 'GET';

    if (pathname.startsWith('/wl/v1/') || pathname.startsWith('/__demo/')) {
      // The demo controls answer this origin's pages only (a fault or a preset switch from another
      // site would reach every member); no CORS for them.
      if (pathname.startsWith('/__demo/')) {
        if (!sameOriginOnly(req, ownOrigin(req, host))) return json(res, 403, { message: 'The demo controls answer same-origin requests only', code: 'FORBIDDEN' });
      } else {
        // A portal on one of its own other origins (vite dev or preview) may call the API; any
        // other origin gets no CORS headers, so its page can neither send a non-simple request nor read.
        const allowed = corsOrigin(req, allowedOrigins);
        res.setHeader('Vary', 'Origin');
        if (allowed) {
          res.setHeader('Access-Control-Allow-Origin', allowed);
          res.setHeader('Access-Control-Expose-Headers', `Content-Disposition, ETag, ${DEMO_CLOCK_HEADER}`);
        }
        if (method === 'OPTIONS') {
          res.writeHead(204, allowed
            ? {
                'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
                'Access-Control-Allow-Headers': 'Authorization, Content-Type, X-Channel-Id, If-Match',
                'Access-Control-Max-Age': '600',
              }
            : {});
          res.end();
          return;
        }
      }
      if (latency > 0 && pathname.startsWith('/wl/v1/')) await sleep(latency);
      const request = await toFetchRequest(req, origin);
      // The channel service's operations (any case: its exact paths answer the variants 404), compressed as the API is.
      if (channels.owns(pathname)) return sendFetchResponse(res, await channels.fetch(request), method === 'HEAD', String(req.headers['accept-encoding'] ?? ''));
      const response = await getResponse(handlers, request);
      if (response?.ok && method === 'POST') await afterDemoControl(pathname);
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
      // the demo's current channel (a preset switch changes it), or on `<preset>.localhost` that
      // preset's channel (src/mocks/served-channel.ts).
      const channelId = channelOfHost(req.headers.host ?? '') ?? demoStore().channelId;
      const settings = { apiBaseUrl: '/', channelId, authStorage: 'local', demo: true, studio: true };
      return json(res, 200, settings, { 'Cache-Control': 'no-cache' });
    }
    if (!site.hasBuild && !site.has(pathname)) {
      res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('No build in dist/. Run `npm run build` (the API under /wl/v1/ works without it).\n');
      return;
    }
    const studioPage = /^\/studio(\/|$)/.test(pathname);
    const policy = studioPage ? options.studioCsp : options.csp;
    if (pathname.endsWith('.html') || !pathname.includes('.')) {
      // Without the full policy the documents still refuse other sites' frames: the studio is never
      // framed, the portal only by the studio's preview on this origin (when the studio is on).
      res.setHeader('Content-Security-Policy', policy ?? `frame-ancestors ${!studioPage && studioOn() ? "'self'" : "'none'"}`);
    }
    // The portal's shell carries the host's channel document and the route's first screen rendered
    // ahead (scripts/demo-server/channel-document.ts, first-screen.ts).
    const shell = async (html: string) => withFirstScreen(await withChannelDocument(html, origin, channels), origin, pathname, channels);
    if (!(await site.serve(req, res, pathname, shell))) {
      // Never kept: a missing hashed asset may be deployed a moment later, and a CDN would keep the 404.
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
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
  // Node closes an idle kept-alive connection after 5 s by default; a client that reuses it at that
  // moment (Playwright's request context between two steps of a test) gets ECONNRESET. Idle
  // connections stay open longer than any pause in a journey (nginx's default is 75 s).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
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
    channels,
    // In-flight requests finish (idle keep-alive connections close), then the worker stops and the store checkpoints and closes.
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
        setTimeout(() => server.closeAllConnections(), 3000).unref();
      });
      await channels.close();
    },
  };
}
