// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { onApiError } from '@/lib/api/client';
import type { ChannelDocument } from '@/lib/api/operations/get-channel-document';
import { ApiError } from '@/lib/api/errors';
import { createQueryClient } from '@/lib/query';
import type { RuntimeSettings } from '@/lib/runtime-settings';
import { SECTION_NAMES, loadBootData } from './boot-data';
import { documentFailure, knownToLackDocument, rememberLacksDocument } from './document-fallback';

const BASE = 'http://portal.test';
const root = `${BASE}/wl/v1`;
const server = setupServer();
const local = new Map<string, string>();
const session = new Map<string, string>();
const storageOf = (map: Map<string, string>) => ({
  getItem: (k: string) => map.get(k) ?? null,
  setItem: (k: string, v: string) => map.set(k, v),
  removeItem: (k: string) => map.delete(k),
});

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  Object.assign(globalThis, { localStorage: storageOf(local), sessionStorage: storageOf(session), scheduler: { yield: () => Promise.resolve() } });
});
afterAll(() => server.close());
afterEach(() => server.resetHandlers());
beforeEach(() => {
  local.clear();
  session.clear();
});

const httpError = (status: number) => new ApiError(`HTTP ${status}`, 'http', status);

describe('documentFailure: every failure falls back; which ones mean the backend lacks the document', () => {
  it.each([400, 401, 403, 404, 405, 406, 410, 415, 501])('HTTP %i: lacks it (not asked again this session)', (status) => {
    expect(documentFailure(httpError(status))).toBe('lacks');
  });

  it.each([304, 408, 429, 500, 502, 503, 504])('HTTP %i: may get it on the next load', (status) => {
    expect(documentFailure(httpError(status))).toBe('transient');
  });

  it('a body that is not a document lacks it; a time-out, no network or an unknown error may get it next time', () => {
    expect(documentFailure(new ApiError('unreadable', 'unreadable'))).toBe('lacks');
    expect(documentFailure(new ApiError('timeout', 'timeout'))).toBe('transient');
    expect(documentFailure(new ApiError('network', 'network'))).toBe('transient');
    expect(documentFailure(new TypeError('x'))).toBe('transient');
  });

  it('remembers per backend and channel, for the session only', () => {
    rememberLacksDocument('https://api.example/wl/v1', 'a');
    expect(knownToLackDocument('https://api.example/wl/v1', 'a')).toBe(true);
    expect(knownToLackDocument('https://api.example/wl/v1', 'b')).toBe(false);
    expect(knownToLackDocument('https://other.example/wl/v1', 'a')).toBe(false);
    expect(local.size).toBe(0);
  });
});

/** A backend with only the spec's calls and the individual config calls; `document` answers the document call. */
function backend(document: () => Response | Promise<Response>) {
  const paths: string[] = [];
  const seen = (request: Request) => paths.push(new URL(request.url).pathname.replace('/wl/v1/', ''));
  const general = { 'GENERAL.lang': 'en', 'GENERAL.web': true };
  server.use(
    http.get(`${root}/platform/config/public`, ({ request }) => (seen(request), HttpResponse.json({ data: { channel_id: 'c', general } }))),
    http.get(`${root}/platform/config/translations/:language`, ({ request }) => (seen(request), HttpResponse.json({ data: { 'menu.home': 'Home' } }))),
    http.get(`${root}/platform/config/section/:name`, ({ request, params }) => (seen(request), HttpResponse.json({ data: { name: params.name } }))),
    http.get(`${root}/platform/config/structure`, ({ request }) => (seen(request), HttpResponse.json({ data: { routes: { routes: [] } } }))),
    http.get(`${root}/platform/config/document`, ({ request }) => (seen(request), document())),
  );
  return paths;
}

const settings: RuntimeSettings = { apiBaseUrl: BASE, channelId: 'c', authStorage: 'local', demo: false, studio: false };
const unauthorized = () => HttpResponse.json({ message: 'Unauthorized' }, { status: 401 });

async function boot() {
  const reported: ApiError[] = [];
  onApiError((error) => reported.push(error));
  const data = await loadBootData(createQueryClient(), settings, 'x');
  return { data, reported };
}

describe('a backend without the channel document: the portal starts from the individual calls', () => {
  const answers: Array<[string, () => Response]> = [
    ['401 (a gateway, no token)', unauthorized],
    ['403', () => HttpResponse.json({ message: 'Forbidden' }, { status: 403 })],
    ['404', () => HttpResponse.json({ message: 'Not found' }, { status: 404 })],
    ['405', () => new HttpResponse(null, { status: 405 })],
    ['501', () => HttpResponse.json({ message: 'Not implemented' }, { status: 501 })],
    ['500', () => HttpResponse.json({ message: 'boom' }, { status: 500 })],
    ['503 without a body', () => new HttpResponse(null, { status: 503 })],
    ['200 with the SPA\'s index.html', () => HttpResponse.html('<!doctype html><title>Portal</title>')],
    ['200 with JSON that is not a document', () => HttpResponse.json({ data: { hello: 'world' } })],
    ['no network', () => HttpResponse.error()],
  ];

  it.each(answers)('%s: every config call, the same data, no error shown', async (_, answer) => {
    const paths = backend(answer);
    const { data, reported } = await boot();
    expect(paths[0]).toBe('platform/config/document');
    expect(paths).toContain('platform/config/public');
    expect(paths.filter((p) => p.startsWith('platform/config/section/'))).toHaveLength(SECTION_NAMES.length);
    expect(data.publicConfig.channel_id).toBe('c');
    expect(data.rawSections.MENU).toEqual({ name: 'MENU' });
    expect(data.rawStructure).toEqual({ routes: { routes: [] } });
    expect(data.translations).toEqual({ 'menu.home': 'Home' });
    expect(reported).toEqual([]);
  });

  it('a backend that lacks it is not asked again in this session; another channel is asked', async () => {
    const paths = backend(unauthorized);
    await boot();
    expect(paths.filter((p) => p === 'platform/config/document')).toHaveLength(1);
    await boot();
    expect(paths.filter((p) => p === 'platform/config/document')).toHaveLength(1);
    expect(paths.filter((p) => p === 'platform/config/public')).toHaveLength(2);
    await loadBootData(createQueryClient(), { ...settings, channelId: 'other' }, 'x');
    expect(paths.filter((p) => p === 'platform/config/document')).toHaveLength(2);
  });

  it('a document the server put into the page stays first choice, also once the call is known to be missing', async () => {
    const paths = backend(unauthorized);
    await boot();
    const inline: ChannelDocument = {
      version: 'v1',
      channel_id: 'c',
      language: 'en',
      public: { channel_id: 'c', general: { 'GENERAL.lang': 'en' } },
      sections: { MENU: { name: 'inline' } },
    };
    const data = await loadBootData(createQueryClient(), settings, 'x', undefined, inline);
    expect(data.rawSections.MENU).toEqual({ name: 'inline' });
    expect(paths.filter((p) => p === 'platform/config/public')).toHaveLength(1);
  });

  it('a failure that may pass (503) is asked again on the next load', async () => {
    const paths = backend(() => new HttpResponse(null, { status: 503 }));
    await boot();
    await boot();
    expect(paths.filter((p) => p === 'platform/config/document')).toHaveLength(2);
  });

  it('the public config (the spec\'s) failing still fails the boot', async () => {
    backend(unauthorized);
    server.use(http.get(`${root}/platform/config/public`, () => HttpResponse.json({ message: 'down' }, { status: 503 })));
    await expect(boot()).rejects.toMatchObject({ status: 503 });
  });
});
