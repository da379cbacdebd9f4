import type { ChannelDocument } from '@/lib/api/operations/get-channel-document';
import { getApiRoot } from '@/lib/api/client';
import { CONFIG_CACHE } from '@/lib/offline';

/** The URL the boot asks for the channel document in `language` (boot-data.ts, offline through the worker). */
export function documentUrl(apiRoot: string, language: string, base: string): string {
  const url = new URL(`${apiRoot.replace(/\/+$/, '')}/platform/config/document`, base);
  url.searchParams.set('language', language);
  return url.href;
}

/**
 * Keeps the channel document this page was served (in index.html) as the worker's copy of the
 * document call (`portal-config`, docs/offline.md): a page that booted from the inline document asks
 * the worker nothing, so without this the worker would go on holding the config of an older visit,
 * and an offline start after a publish would show what was live before it. The copy is the call's
 * answer as the service sends it (`{data}`, the version as ETag). Only a document the server sent
 * for this load (inline-document.ts `servedPageDocument`), never the worker's offline shell's.
 */
export async function keepPageDocument(document: ChannelDocument | null, base: string, cacheStorage: CacheStorage = caches): Promise<void> {
  if (!document) return;
  const cache = await cacheStorage.open(CONFIG_CACHE);
  const headers = { 'Content-Type': 'application/json; charset=utf-8', ETag: `"${document.version}"` };
  await cache.put(documentUrl(getApiRoot(), document.language, base), new Response(JSON.stringify({ data: document }), { headers }));
}
