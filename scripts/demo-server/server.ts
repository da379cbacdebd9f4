// The demo server: the production channel service's Fastify app (src/server/app.ts) with the demo's
// plugins on the same listening server: the member demo and the demo controls (member-demo.ts), the
// static build (static-site.ts) and the demo's hooks (hooks.ts: latency, faults, CORS, clock header,
// compression). Every route sees the socket's address, the raw path and the service's limits, as
// in production. One process, loopback only.
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { withDemoBloomreach } from '../../src/mocks/handlers/bloomreach.ts';
import { withPublished } from '../../src/mocks/preset-source.ts';
import { channelOfHost } from '../../src/mocks/served-channel.ts';
import { demoStore } from '../../src/mocks/store/demo-store.ts';
import { createChannelService, type ChannelService } from '../../src/server/app.ts';
import { openChannelDb, type ChannelDb, type StoreSettings } from '../../src/server/db/connect.ts';
import { announce } from '../../src/server/channel-versions.ts';
import { demoChannelId, ensureDemoChannel, resetDemo, seedDemo } from '../../src/server/demo.ts';
import { DEFAULT_RENDER_ENTRY } from '../../src/server/renders/first-screens.ts';
import type { Clock } from '../../src/server/store/types.ts';
import { registerDemoHooks } from './hooks.ts';
import { loopbackFetch } from './loopback.ts';
import { memberDataFile, openMemberData } from './member-data.ts';
import { memberDemo } from './member-demo.ts';
import { portalOrigins } from './origin-guard.ts';
import { hasBuild, staticSite } from './static-site.ts';

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

export type DemoChannels = {
  service: ChannelService;
  store: ChannelDb;
  clock: Clock;
  /** A request answered by this server over loopback HTTP, as a browser on the request's host gets it. */
  fetch: (request: Request) => Promise<Response>;
  /** After a demo reset: the store emptied and seeded again (the running preset's channel included). */
  reset: () => Promise<void>;
  /** After a preset switch: the new running preset's channel exists and serves the preset's files as they are now. */
  switched: () => Promise<void>;
  /** Stops the server, the worker and the store. */
  close: () => Promise<void>;
};

export type DemoServer = {
  app: FastifyInstance;
  url: string;
  site: { hasBuild: boolean };
  channels: DemoChannels;
  /** Where the member data is kept (null: nowhere) and whether it was restored at start. */
  members: { file: string; restored: boolean } | null;
  close: () => Promise<void>;
};

export async function startDemoServer(options: DemoServerOptions): Promise<DemoServer> {
  const host = options.host ?? '127.0.0.1';
  const settings = options.channelStore ?? { dataDir: 'memory' };
  const store = await openChannelDb(settings);
  // Members (registrations, sessions) kept in the same data folder across restarts.
  const memberFile = memberDataFile(settings);
  const members = memberFile ? openMemberData(memberFile) : null;
  const clock: Clock = { now: () => demoStore().now() };
  await seedDemo(store.db, clock, [demoStore().preset.name]);
  let port = 0;
  const subrequest = { header: 'x-demo-subrequest', value: randomBytes(16).toString('hex') };
  const ask = (request: Request) => loopbackFetch(port, request);
  let service: ChannelService | null = null;

  const reset = async () => {
    await resetDemo(store.db, clock, [demoStore().preset.name]);
    service?.ctx.cache.clear();
  };
  const switched = async () => {
    const preset = demoStore().preset.name;
    const made = await store.db.transaction().execute((trx) => ensureDemoChannel(trx, clock, preset, true));
    if (made && service) announce(service.ctx, demoChannelId(preset), made);
  };
  /** The channel store follows the demo controls: a reset seeds it again, a switch adds the preset's channel, demo time runs due schedules. */
  const afterControl = async (pathname: string) => {
    if (pathname === '/__demo/reset') await reset();
    if (pathname === '/__demo/preset') await switched();
    if (pathname === '/__demo/time') await service?.worker?.runNow();
  };

  service = await createChannelService({
    store,
    clock,
    // The public screens rendered ahead, by the build's server bundle (none without a build).
    renderEntry: process.env.PORTAL_RENDER_ENTRY || DEFAULT_RENDER_ENTRY,
    hooks: {
      defaultChannel: () => demoStore().channelId,
      // A `<preset>.localhost` host reads its channel, every other host the running preset's (a
      // preset switch changes what every tab and proxy reads), whatever X-Channel-Id says.
      configChannel: (request) => channelOfHost(String(request.headers.host ?? '')) ?? demoStore().channelId,
      overlay: (request) => {
        const settings = demoStore().analytics.settings;
        if (!settings) return null;
        const url = `http://${request.headers.host ?? 'localhost'}/`;
        return { key: JSON.stringify([settings, url]), general: (section) => withDemoBloomreach(section, url) };
      },
      onLive: (channelId, config) => {
        const demo = demoStore();
        if (channelId === demo.channelId) demo.preset = withPublished(demo.preset, config);
      },
    },
    extend: async (app) => {
      // Node closes an idle kept-alive connection after 5 s by default; a client that reuses it at
      // that moment (Playwright's request context between two steps) gets ECONNRESET. Idle
      // connections stay open longer than any pause in a journey (nginx's default is 75 s).
      app.server.keepAliveTimeout = 65_000;
      app.server.headersTimeout = 66_000;
      if (members) {
        app.addHook('onResponse', async (request) => {
          const path = request.url.split('?')[0] ?? '';
          if (request.method !== 'GET' && (path.startsWith('/__demo/') || (path.startsWith('/wl/v1/') && !path.startsWith('/wl/v1/platform/')))) members.saveSoon();
        });
      }
      registerDemoHooks(app, {
        host,
        latencyMs: Math.max(0, options.latencyMs ?? 0),
        allowedOrigins: options.corsOrigins ?? portalOrigins(process.env.DEMO_CORS_ORIGINS),
        subrequest,
        ask,
      });
      await app.register(memberDemo, { afterControl });
      await app.register(staticSite, {
        distDir: options.distDir,
        floorDir: options.floorDir ?? null,
        csp: options.csp ?? null,
        studioCsp: options.studioCsp ?? null,
        ask: (request) => (path, headers = {}) =>
          loopbackFetch(port, new Request(`http://${request.headers.host ?? host}${path}`), { ...headers, [subrequest.header]: subrequest.value }),
      });
    },
  });
  const app = service.app;
  await app.listen({ port: options.port ?? 4173, host });
  port = (app.server.address() as AddressInfo).port;
  // In-flight requests finish (idle keep-alive connections close), then the worker stops and the store checkpoints and closes.
  const close = async () => {
    const closing = service.close();
    setTimeout(() => app.server.closeAllConnections(), 3000).unref();
    await closing;
    members?.close();
    await store.close();
  };
  return {
    app,
    url: `http://${host}:${port}`,
    site: { hasBuild: hasBuild(options.distDir) },
    channels: { service, store, clock, fetch: ask, reset, switched, close },
    members: members ? { file: members.file, restored: members.restored } : null,
    close,
  };
}
