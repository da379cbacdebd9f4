// @vitest-environment node
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query';
import type { RuntimeSettings } from '@/lib/runtime-settings';
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

/** Each request records how many responses had completed when it started: its round-trip wave. */
function backend(lang = 'cs_CZ') {
  const calls: Call[] = [];
  let completed = 0;
  let wave = 0;
  const record = async (request: Request, body: unknown) => {
    const started = completed;
    calls.push({ path: new URL(request.url).pathname.replace('/wl/v1/', ''), wave: started, channel: request.headers.get('x-channel-id') });
    await delay(15);
    completed += 1;
    return HttpResponse.json({ data: body });
  };
  server.use(
    http.get(`${root}/platform/domain/:host/config/public`, ({ request }) => record(request, { channel_id: 'from-domain' })),
    http.get(`${root}/platform/config/public`, ({ request }) =>
      record(request, { channel_id: 'from-public', general: { 'GENERAL.lang': lang, 'GENERAL.web': true } }),
    ),
    http.get(`${root}/platform/config/translations/:language`, ({ request, params }) =>
      record(request, { 'menu.home': `home-${String(params.language)}` }),
    ),
    http.get(`${root}/platform/config/section/:name`, ({ request, params }) => record(request, { name: params.name })),
    http.get(`${root}/platform/config/structure`, ({ request }) => record(request, { routes: { routes: [] } })),
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

describe('boot round trips', () => {
  it('on the built-in domain: one round trip for public config, all ten sections, the structure and translations', async () => {
    storage.set('portal.language', 'cs');
    const { calls, waves } = backend();
    const data = await loadBootData(createQueryClient(), settings({ builtInDomain: 'portal.test' }), 'portal.test');
    expect(calls).toHaveLength(13);
    expect(data.rawStructure).toEqual({ routes: { routes: [] } });
    expect(waves()).toBe(1);
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
    expect(waves()).toBe(2);
    expect(calls.slice(1).every((c) => c.channel === 'from-domain')).toBe(true);
    expect(data.channelId).toBe('from-domain');
  });

  it('on a host seen before: the calls go out with its remembered channel beside the domain config (one round trip)', async () => {
    storage.set('portal.language', 'cs');
    storage.set('portal.channel', JSON.stringify({ host: 'shop.example', channelId: 'from-domain' }));
    const { calls, waves } = backend();
    const beside: string[] = [];
    const data = await loadBootData(createQueryClient(), settings(), 'shop.example', () => beside.push('reads'));
    expect(waves()).toBe(1);
    expect(calls).toHaveLength(14);
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
    expect(waves()).toBe(2);
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
    expect(waves()).toBe(2);
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
    );
    const data = await loadBootData(createQueryClient(), settings({ channelId: 'c' }), 'x');
    expect(data.rawSections.VISUAL).toBeUndefined();
    expect(data.rawSections.MENU).toEqual({ name: 'MENU' });
    expect(data.translations).toBeNull();
    expect(data.rawStructure).toBeUndefined();
  });
});
