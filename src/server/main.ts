// `tsx src/server/main.ts`: the channel service on its own (production, behind nginx). Env: PORT
// (default 8080), HOST (default 127.0.0.1), DATABASE_URL or CHANNEL_DATA_DIR (docs/channel-service.md),
// PORTAL_RENDER_ENTRY (the server render's bundle, default dist-ssr/entry.js), MEMBER_API_URL (member calls, `/wl/v1/…` outside `/wl/v1/platform/`, are forwarded there; unset:
// 404). `/wl/v1/platform/…` in any case is the service's: never forwarded. The demo is off here: no
// demo operators, no demo controls (the first owner comes from the operators CLI). It listens at once
// and outlives its database (src/server/db/store-health.ts): started before PostgreSQL, it waits with
// back-off (/readyz 503 meanwhile); an outage answers 503 to operators and stale config to members.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { createChannelService } from './app';
import { exitOnStoreError, openChannelDb, settingsFromEnv } from './db/connect';
import { DEFAULT_RENDER_ENTRY } from './renders/first-screens';

const OWNED = /^\/wl\/v1\/platform\//i;
const HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'host', 'content-length']);

async function forward(req: IncomingMessage, res: ServerResponse, base: string): Promise<void> {
  const target = new URL(req.url ?? '/', base);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string' && !HOP.has(name)) headers.set(name, value);
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  const answer = await fetch(target, { method: req.method, headers, ...(hasBody ? { body: Readable.toWeb(req) as ReadableStream, duplex: 'half' } : {}), redirect: 'manual' } as RequestInit);
  const out: Record<string, string> = {};
  answer.headers.forEach((value, name) => {
    if (!HOP.has(name) && name !== 'content-encoding') out[name] = value;
  });
  const body = Buffer.from(await answer.arrayBuffer());
  res.writeHead(answer.status, { ...out, 'content-length': String(body.length) });
  res.end(body);
}

const store = await openChannelDb({ ...settingsFromEnv(), holder: `the service on port ${process.env.PORT ?? 8080}` }, { waitForDatabase: true }).catch(exitOnStoreError);
store.ready.catch(exitOnStoreError);
const service = await createChannelService({
  store,
  trustProxy: process.env.TRUST_PROXY || undefined,
  renderEntry: process.env.PORTAL_RENDER_ENTRY || DEFAULT_RENDER_ENTRY,
});
const member = process.env.MEMBER_API_URL || null;
const server = createServer((req, res) => {
  const path = (req.url ?? '/').split('?')[0] ?? '/';
  if (OWNED.test(path) || !member || !path.startsWith('/wl/v1/')) return service.app.routing(req, res);
  forward(req, res, member).catch((error: unknown) => {
    console.error('member API:', error);
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'The member API did not answer', code: 'BAD_GATEWAY' }));
    else res.destroy();
  });
});
const port = Number(process.env.PORT ?? 8080);
server.listen(port, process.env.HOST ?? '127.0.0.1', () => console.info(`Channel service on ${process.env.HOST ?? '127.0.0.1'}:${port} (${store.kind}: ${store.where})`));

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    // In-flight requests finish; then the worker stops and the store checkpoints and closes.
    server.close(() => void service.close().then(() => store.close()).then(() => process.exit(0)));
    server.closeIdleConnections();
    setTimeout(() => server.closeAllConnections(), 10_000).unref();
  });
}
