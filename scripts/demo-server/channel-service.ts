// The channel service inside the demo server: the same process and port. /wl/v1/platform/ requests
// (any case: the service's exact paths answer the variants 404) go to the Fastify app, the rest to
// the demo member backend (msw). Demo time is the service's clock, the demo's fault injector runs in
// front of it, and the demo controls reset and switch the channel store with the member data.
import { getResponse } from 'msw';
import { withDemoBloomreach } from '../../src/mocks/handlers/bloomreach.ts';
import { faultHandler } from '../../src/mocks/handlers/demo.ts';
import { withPublished } from '../../src/mocks/preset-source.ts';
import { channelOfHost } from '../../src/mocks/served-channel.ts';
import { demoStore } from '../../src/mocks/store/demo-store.ts';
import { createChannelService, type ChannelService } from '../../src/server/app.ts';
import { DEFAULT_RENDER_ENTRY } from '../../src/server/renders/first-screens.ts';
import { openChannelDb, settingsFromEnv, type ChannelDb, type StoreSettings } from '../../src/server/db/connect.ts';
import { ensureDemoChannel, resetDemo, seedDemo } from '../../src/server/demo.ts';
import type { Clock } from '../../src/server/store/types.ts';
import { assembleDocument } from './assembled-document.ts';

export type DemoChannels = {
  service: ChannelService;
  store: ChannelDb;
  clock: Clock;
  /** Whether the channel service answers this path. */
  owns: (pathname: string) => boolean;
  /** A Fetch request answered as the browser would get it: fault, then the service. */
  fetch: (request: Request) => Promise<Response>;
  /** After a demo reset: the store emptied and seeded again (the running preset's channel included). */
  reset: () => Promise<void>;
  /** After a preset switch: the new running preset's channel exists and serves the preset's files as they are now. */
  switched: () => Promise<void>;
  close: () => Promise<void>;
};

const OWNED = /^\/wl\/v1\/platform\//i;

export async function startDemoChannels(settings: StoreSettings = settingsFromEnv()): Promise<DemoChannels> {
  const store = await openChannelDb(settings);
  const clock: Clock = { now: () => demoStore().now() };
  await seedDemo(store.db, clock, [demoStore().preset.name]);
  const service = await createChannelService({
    store,
    clock,
    // The public screens rendered ahead, by the build's server bundle (none without a build).
    renderEntry: process.env.PORTAL_RENDER_ENTRY || DEFAULT_RENDER_ENTRY,
    hooks: {
      defaultChannel: () => demoStore().channelId,
      // As before the service: a `<preset>.localhost` host reads its channel, every other host the
      // running preset's (a preset switch changes what every tab and proxy reads), whatever X-Channel-Id says.
      configChannel: (request) => {
        const own = channelOfHost(String(request.headers.host ?? ''));
        return own ?? demoStore().channelId;
      },
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
  });

  const fault = async (request: Request): Promise<Response | undefined> => (demoStore().faults.length > 0 ? getResponse([faultHandler], request) : undefined);

  const inject = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => (headers[name] = value));
    headers.host ??= url.host;
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : Buffer.from(await request.arrayBuffer());
    const answer = await service.app.inject({ method: request.method as 'GET', url: `${url.pathname}${url.search}`, headers, ...(body && body.length > 0 ? { payload: body } : {}) });
    const out = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) if (value !== undefined && name !== 'content-length') out.set(name, String(value));
    return new Response(answer.statusCode === 304 ? null : new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers: out });
  };

  const isDocument = (url: URL, method: string) => method === 'GET' && url.pathname === '/wl/v1/platform/config/document';

  const fetchThrough = async (request: Request): Promise<Response> => {
    const faulted = await fault(request);
    if (faulted) return faulted;
    const url = new URL(request.url);
    // With faults set, the document is made of its parts as each part's own call answers now.
    if (isDocument(url, request.method) && demoStore().faults.length > 0) return assembleDocument(request, (part) => fetchThrough(part));
    return inject(request);
  };

  return {
    service,
    store,
    clock,
    owns: (pathname) => OWNED.test(pathname),
    fetch: fetchThrough,
    reset: async () => {
      await resetDemo(store.db, clock, [demoStore().preset.name]);
      service.ctx.cache.clear();
    },
    switched: async () => {
      await store.db.transaction().execute((trx) => ensureDemoChannel(trx, clock, demoStore().preset.name, true));
    },
    close: async () => {
      await service.close();
      await store.close();
    },
  };
}
