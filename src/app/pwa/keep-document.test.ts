import { describe, expect, it } from 'vitest';
import type { ChannelDocument } from '@/lib/api/operations/get-channel-document';
import { configureApi } from '@/lib/api/client';
import { CONFIG_CACHE } from '@/lib/offline';
import { documentUrl, keepPageDocument } from './keep-document';

const doc = {
  version: 'demo-fuel-cz.v2.cs',
  channel_id: 'demo-fuel-cz',
  language: 'cs',
  public: { channel_id: 'demo-fuel-cz', general: { 'GENERAL.lang': 'cs_CZ' } },
  sections: {},
  translations: { 'screens.home.title': 'Vítejte' },
} as unknown as ChannelDocument;

/** A CacheStorage holding what is put, by URL. */
function storage() {
  const caches = new Map<string, Map<string, Response>>();
  const cacheStorage = {
    open: async (name: string) => {
      const cache = caches.get(name) ?? new Map<string, Response>();
      caches.set(name, cache);
      return { put: async (url: string, response: Response) => void cache.set(url, response) };
    },
  } as unknown as CacheStorage;
  return { caches, cacheStorage };
}

describe('keepPageDocument', () => {
  it('puts the served document where the boot asks the worker for it: the call\'s answer, the version as ETag', async () => {
    configureApi({ baseUrl: '/', channelId: null });
    const { caches, cacheStorage } = storage();
    await keepPageDocument(doc, 'https://shop.example/', cacheStorage);
    const url = 'https://shop.example/wl/v1/platform/config/document?language=cs';
    expect(documentUrl('/wl/v1', 'cs', 'https://shop.example/')).toBe(url);
    const kept = caches.get(CONFIG_CACHE)?.get(url);
    expect(kept?.headers.get('ETag')).toBe('"demo-fuel-cz.v2.cs"');
    expect(await kept?.json()).toEqual({ data: doc });
  });

  it('keeps nothing for a page without a served document', async () => {
    const { caches, cacheStorage } = storage();
    await keepPageDocument(null, 'https://shop.example/', cacheStorage);
    expect(caches.size).toBe(0);
  });
});
