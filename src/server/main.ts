// `tsx src/server/main.ts`: the channel service on its own (production, behind nginx). Env: PORT
// (default 8080), HOST (default 127.0.0.1), DATABASE_URL or CHANNEL_DATA_DIR (docs/channel-service.md),
// PORTAL_RENDER_ENTRY (the server render's bundle, default dist-ssr/entry.js), MEMBER_API_URL (member calls, `/wl/v1/…` outside `/wl/v1/platform/`, are forwarded there; unset:
// 404). `/wl/v1/platform/…` in any case is the service's: never forwarded. The demo is off here: no
// demo operators, no demo controls (the first owner comes from the operators CLI). It listens at once
// and outlives its database (src/server/db/store-health.ts): started before PostgreSQL, it waits with
// back-off (/readyz 503 meanwhile); an outage answers 503 to operators and stale config to members.
import { createChannelService } from './app';
import { exitOnStoreError, openChannelDb, settingsFromEnv } from './db/connect';
import { memberForward } from './member-forward';
import { DEFAULT_RENDER_ENTRY } from './renders/first-screens';

const store = await openChannelDb({ ...settingsFromEnv(), holder: `the service on port ${process.env.PORT ?? 8080}` }, { waitForDatabase: true }).catch(exitOnStoreError);
store.ready.catch(exitOnStoreError);
const member = process.env.MEMBER_API_URL || null;
const service = await createChannelService({
  store,
  trustProxy: process.env.TRUST_PROXY || undefined,
  renderEntry: process.env.PORTAL_RENDER_ENTRY || DEFAULT_RENDER_ENTRY,
  extend: member ? (app) => memberForward(app, { base: member }) : undefined,
});
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
await service.app.listen({ port, host });
console.info(`Channel service on ${host}:${port} (${store.kind}: ${store.where})`);

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    // In-flight requests finish (idle connections close at once); then the worker stops and the store checkpoints and closes.
    setTimeout(() => service.app.server.closeAllConnections(), 10_000).unref();
    void service.close().then(() => store.close()).then(() => process.exit(0));
  });
}
