// @vitest-environment node
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query';
import type { RuntimeSettings } from '@/lib/runtime-settings';
import type { ChannelDocument } from '@/lib/api/operations/get-channel-document';
import { configSectionQuery } from '@/lib/api/operations/get-config-section';
import { portalStructureQuery } from '@/lib/api/operations/get-portal-structure';
import { publicConfigQuery } from '@/lib/api/operations/get-public-config';
import { translationsQuery } from '@/lib/api/operations/get-translations';
import { SECTION_NAMES, loadBootData } from './boot-data';

const BASE = 'http://portal.test';
const root = `${BASE}/wl/v1`;
const server = setupServer();
const storage = new Map<string, string>();

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  Object.assign(globalThis, {
    localStorage: {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => storage.set(k, v),
      removeItem: (k: string) => storage.delete(k),
    },
    // The boot yields between groups of calls (short tasks in the browser, `npm run bench`); here a
    // yield resolves at once, so what is counted is round trips, not the machine's speed.
    scheduler: { yield: () => Promise.resolve() },
  });
});
afterAll(() => server.close());
afterEach(() => server.resetHandlers());
beforeEach(() => storage.clear());

type Call = { path: string; wave: number; channel: string | null };

/**
 * Each request records how many responses had completed when it started: its round-trip wave.
 * `document`: whether the backend offers the channel document (else it answers 404 for it).
 */
function backend(lang = 'cs_CZ', { document = false }: { document?: boolean } = {}) {
  const calls: Call[] = [];
  let completed = 0;
  let wave = 0;
  const record = async (request: Request, body: unknown, status = 200) => {
    const started = completed;
    const url = new URL(request.url);
    calls.push({ path: url.pathname.replace('/wl/v1/', '') + url.search, wave: started, channel: request.headers.get('x-channel-id') });
    await delay(15);
    completed += 1;
    return HttpResponse.json(status === 200 ? { data: body } : { message: 'Not found' }, { status });
  };
  const general = { 'GENERAL.lang': lang, 'GENERAL.web': true };
  server.use(
    http.get(`${root}/platform/domain/:host/config/public`, ({ request }) => record(request, { channel_id: 'from-domain' })),
    http.get(`${root}/platform/config/public`, ({ request }) => record(request, { channel_id: 'from-public', general })),
    http.get(`${root}/platform/config/translations/:language`, ({ request, params }) =>
      record(request, { 'menu.home': `home-${String(params.language)}` }),
    ),
    http.get(`${root}/platform/config/section/:name`, ({ request, params }) => record(request, { name: params.name })),
    http.get(`${root}/platform/config/structure`, ({ request }) => record(request, { routes: { routes: [] } })),
    http.get(`${root}/platform/config/document`, ({ request }) => {
      if (!document) return record(request, null, 404);
      if (request.headers.get('if-none-match') === '"v1"') {
        calls.push({ path: 'platform/config/document (304)', wave: completed, channel: request.headers.get('x-channel-id') });
        return new HttpResponse(null, { status: 304 });
      }
      const language = new URL(request.url).searchParams.get('language') ?? 'en';
      return record(request, {
        version: 'v1',
        channel_id: request.headers.get('x-channel-id') ?? 'from-public',
        language,
        public: { channel_id: 'from-public', general },
        sections: Object.fromEntries(SECTION_NAMES.map((name) => [name, { name }])),
        structure: { routes: { routes: [] } },
        translations: { 'menu.home': `home-${language}` },
      });
    }),
  );
  const waves = () => {
    const starts = [...new Set(calls.map((c) => c.wave))].sort((a, b) => a - b);
    wave = starts.length;
    return wave;
  };
  return { calls, waves };
}

const settings = (extra: Partial<RuntimeSettings> = {}): RuntimeSettings => ({
  apiBaseUrl: BASE,
  authStorage: 'local',
  demo: true,
  studio: false,
  ...extra,
});

describe('boot round trips, a backend without the channel document (404: the individual calls)', () => {
  it('on the built-in domain: after the 404, one round trip for public config, all ten sections, the structure and translations', async () => {
    storage.set('portal.language', 'cs');
    const { calls, waves } = backend();
    const data = await loadBootData(createQueryClient(), settings({ builtInDomain: 'portal.test' }), 'portal.test');
    expect(calls[0]?.path).toBe('platform/config/document?language=cs');
    expect(calls).toHaveLength(14);
    expect(data.rawStructure).toEqual({ routes: { routes: [] } });
    expect(waves()).toBe(2);
    expect(calls.filter((c) => c.path.startsWith('platform/config/section/'))).toHaveLength(SECTION_NAMES.length);
    expect(data.language).toBe('cs');
    expect(data.translations).toEqual({ 'menu.home': 'home-cs' });
    expect(data.channelId).toBe('from-public');
    expect(Object.keys(data.rawSections).sort()).toEqual([...SECTION_NAMES].sort());
  });

  it('on another domain: the domain config first, then everything else in parallel with its channel', async () => {
    storage.set('portal.language', 'cs');
    const { calls, waves } = backend();
    const data = await loadBootData(createQueryClient(), settings(), 'shop.example');
    expect(calls[0]?.path).toBe('platform/domain/shop.example/config/public');
    expect(waves()).toBe(3);
    expect(calls.slice(1).every((c) => c.channel === 'from-domain')).toBe(true);
    expect(data.channelId).toBe('from-domain');
  });

  it('on a host seen before: the calls go out with its remembered channel beside the domain config', async () => {
    storage.set('portal.language', 'cs');
    storage.set('portal.channel', JSON.stringify({ host: 'shop.example', channelId: 'from-domain' }));
    const { calls, waves } = backend();
    const beside: string[] = [];
    const data = await loadBootData(createQueryClient(), settings(), 'shop.example', () => beside.push('reads'));
    expect(waves()).toBe(2);
    expect(calls).toHaveLength(15);
    expect(calls[0]?.path).toBe('platform/domain/shop.example/config/public');
    expect(calls.slice(1).every((c) => c.channel === 'from-domain')).toBe(true);
    expect(beside).toEqual(['reads']);
    expect(data.channelId).toBe('from-domain');
  });

  it('when the host now serves another channel, asks everything again with it and remembers it', async () => {
    storage.set('portal.channel', JSON.stringify({ host: 'shop.example', channelId: 'old-channel' }));
    const { calls } = backend('en');
    const beside: string[] = [];
    const data = await loadBootData(createQueryClient(), settings(), 'shop.example', () => beside.push('reads'));
    const sections = calls.filter((c) => c.path === 'platform/config/section/MENU');
    expect(sections.map((c) => c.channel)).toEqual(['old-channel', 'from-domain']);
    expect(beside).toEqual(['reads', 'reads']);
    expect(data.channelId).toBe('from-domain');
    expect(JSON.parse(storage.get('portal.channel')!)).toEqual({ host: 'shop.example', channelId: 'from-domain' });
  });

  it('remembers the channel the domain config gave, for this host only', async () => {
    backend('en');
    await loadBootData(createQueryClient(), settings(), 'shop.example');
    expect(JSON.parse(storage.get('portal.channel')!)).toEqual({ host: 'shop.example', channelId: 'from-domain' });
    const { calls, waves } = backend('en');
    await loadBootData(createQueryClient(), settings(), 'other.example');
    expect(waves()).toBe(3);
    expect(calls[0]?.path).toBe('platform/domain/other.example/config/public');
  });

  it('skips the domain config when the deployment fixes the channel', async () => {
    const { calls } = backend('en');
    await loadBootData(createQueryClient(), settings({ channelId: 'fixed' }), 'shop.example');
    expect(calls.some((c) => c.path.startsWith('platform/domain'))).toBe(false);
    expect(calls.every((c) => c.channel === 'fixed')).toBe(true);
  });

  it('corrects a wrong language guess with one more call, and remembers the language', async () => {
    storage.set('portal.language', 'pl');
    const { calls, waves } = backend('cs_CZ');
    const data = await loadBootData(createQueryClient(), settings({ channelId: 'fixed' }), 'x');
    expect(waves()).toBe(3);
    expect(calls.filter((c) => c.path.startsWith('platform/config/translations')).map((c) => c.path)).toEqual([
      'platform/config/translations/pl',
      'platform/config/translations/cs',
    ]);
    expect(data.translations).toEqual({ 'menu.home': 'home-cs' });
    expect(storage.get('portal.language')).toBe('cs');
  });

  it('keeps booting when a section or the translations fail', async () => {
    server.use(
      http.get(`${root}/platform/config/section/VISUAL`, () => HttpResponse.json({ message: 'boom' }, { status: 500 })),
      http.get(`${root}/platform/config/translations/:language`, () => HttpResponse.error()),
      http.get(`${root}/platform/config/public`, () =>
        HttpResponse.json({ data: { channel_id: 'c', general: { 'GENERAL.lang': 'en' } } }),
      ),
      http.get(`${root}/platform/config/section/:name`, ({ params }) => HttpResponse.json({ data: { name: params.name } })),
      http.get(`${root}/platform/config/structure`, () => HttpResponse.json({ message: 'no such path' }, { status: 404 })),
      http.get(`${root}/platform/config/document`, () => HttpResponse.json({ message: 'no such path' }, { status: 404 })),
    );
    const data = await loadBootData(createQueryClient(), settings({ channelId: 'c' }), 'x');
    expect(data.rawSections.VISUAL).toBeUndefined();
    expect(data.rawSections.MENU).toEqual({ name: 'MENU' });
    expect(data.translations).toBeNull();
    expect(data.rawStructure).toBeUndefined();
  });
});

describe('boot with the channel document', () => {
  it('one call in one round trip; its parts seed the cache under each call\'s own key', async () => {
    storage.set('portal.language', 'cs');
    const { calls, waves } = backend('cs_CZ', { document: true });
    const queryClient = createQueryClient();
    const data = await loadBootData(queryClient, settings({ channelId: 'fixed' }), 'x');
    expect(calls.map((c) => c.path)).toEqual(['platform/config/document?language=cs']);
    expect(waves()).toBe(1);
    expect(data.language).toBe('cs');
    expect(data.translations).toEqual({ 'menu.home': 'home-cs' });
    expect(Object.keys(data.rawSections).sort()).toEqual([...SECTION_NAMES].sort());
    expect(queryClient.getQueryData(configSectionQuery('MENU').queryKey)).toEqual({ name: 'MENU' });
    expect(queryClient.getQueryData(translationsQuery('cs').queryKey)).toEqual({ 'menu.home': 'home-cs' });
    expect(queryClient.getQueryData(portalStructureQuery().queryKey)).toEqual({ routes: { routes: [] } });
    expect(queryClient.getQueryData(publicConfigQuery().queryKey)).toEqual(data.publicConfig);
    // A screen reading a section now finds it: no second request.
    await queryClient.fetchQuery(configSectionQuery('FOOTER'));
    expect(calls).toHaveLength(1);
    // Each part can be asked again by its own call (the service worker's first install does).
    await queryClient.refetchQueries({ queryKey: configSectionQuery('MENU').queryKey, exact: true });
    expect(calls.map((c) => c.path)).toEqual(['platform/config/document?language=cs', 'platform/config/section/MENU']);
  });

  it('a document that does not arrive (offline) falls back to the individual calls, which a service worker may answer', async () => {
    const { calls } = backend('en', { document: true });
    server.use(http.get(`${root}/platform/config/document`, () => HttpResponse.error()));
    const data = await loadBootData(createQueryClient(), settings({ channelId: 'c' }), 'x');
    expect(calls.some((c) => c.path === 'platform/config/public')).toBe(true);
    expect(data.rawSections.MENU).toEqual({ name: 'MENU' });
  });

  it('asks the last-known language; the configured one\'s translations follow when they differ', async () => {
    storage.set('portal.language', 'pl');
    const { calls } = backend('cs_CZ', { document: true });
    const data = await loadBootData(createQueryClient(), settings({ channelId: 'fixed' }), 'x');
    expect(calls.map((c) => c.path)).toEqual(['platform/config/document?language=pl', 'platform/config/translations/cs']);
    expect(data.translations).toEqual({ 'menu.home': 'home-cs' });
  });

  it('an invalid section is passed on as its own call\'s answer would be, a missing one as a failed call', async () => {
    server.use(
      http.get(`${root}/platform/config/document`, () =>
        HttpResponse.json({
          data: { version: 'x', channel_id: 'c', language: 'en', public: { channel_id: 'c', general: { 'GENERAL.lang': 'en' } }, sections: { MENU: [1, 2, 3], FOOTER: { a: 1 } } },
        }),
      ),
    );
    const data = await loadBootData(createQueryClient(), settings({ channelId: 'c' }), 'x');
    expect(data.rawSections).toEqual({ MENU: [1, 2, 3], FOOTER: { a: 1 } });
    expect(data.rawStructure).toBeUndefined();
    expect(data.translations).toBeNull();
  });

});

describe('boot with the channel document in the page', () => {
  const inline = (version: string, channel = 'fixed'): ChannelDocument => ({
    version,
    channel_id: channel,
    language: 'cs',
    public: { channel_id: channel, general: { 'GENERAL.lang': 'cs_CZ' } },
    sections: { MENU: { name: 'inline' } },
    structure: { routes: { routes: [] } },
    translations: { 'menu.home': 'inline-cs' },
  });

  it('needs no call at all; its parts seed the cache', async () => {
    const { calls } = backend('cs_CZ', { document: true });
    const queryClient = createQueryClient();
    const data = await loadBootData(queryClient, settings({ channelId: 'fixed' }), 'x', undefined, inline('v1'));
    expect(data.rawSections).toEqual({ MENU: { name: 'inline' } });
    expect(data.translations).toEqual({ 'menu.home': 'inline-cs' });
    expect(queryClient.getQueryData(configSectionQuery('MENU').queryKey)).toEqual({ name: 'inline' });
    expect(await data.revalidated).toBeNull();
    // The page might be older than the load: one conditional call, answered 304.
    expect(calls.map((c) => c.path)).toEqual(['platform/config/document (304)']);
  });

  it('names the channel on a host without a fixed one: no domain lookup', async () => {
    const { calls } = backend('cs_CZ', { document: true });
    const data = await loadBootData(createQueryClient(), settings(), 'shop.example', undefined, inline('v1', 'from-inline'));
    expect(data.channelId).toBe('from-inline');
    expect(calls.some((c) => c.path.startsWith('platform/domain'))).toBe(false);
    expect(JSON.parse(storage.get('portal.channel')!)).toEqual({ host: 'shop.example', channelId: 'from-inline' });
  });

  it('a stale one is shown at once, and the current document\'s data follows on the same load', async () => {
    const { calls } = backend('cs_CZ', { document: true });
    const queryClient = createQueryClient();
    const data = await loadBootData(queryClient, settings({ channelId: 'fixed' }), 'x', undefined, inline('v0'));
    expect(data.rawSections).toEqual({ MENU: { name: 'inline' } });
    const current = await data.revalidated;
    expect(calls.map((c) => c.path)).toEqual(['platform/config/document?language=cs']);
    expect(current?.rawSections.MENU).toEqual({ name: 'MENU' });
    expect(current?.translations).toEqual({ 'menu.home': 'home-cs' });
    expect(queryClient.getQueryData(configSectionQuery('MENU').queryKey)).toEqual({ name: 'MENU' });
  });
});
