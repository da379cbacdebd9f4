import { MEMBER_CARD_CACHE } from './names';

const CARD_HOLDER_KEY = '__offline/card-holder';

function cacheStorage(): CacheStorage | null {
  return typeof caches === 'undefined' ? null : caches;
}

/** Logout (online or not) and a failed refresh: nothing of the member stays on the device. */
export async function clearMemberCaches(): Promise<void> {
  await cacheStorage()?.delete(MEMBER_CARD_CACHE);
}

function holderUrl(): string {
  return new URL(CARD_HOLDER_KEY, new URL(import.meta.env.BASE_URL, document.baseURI)).href;
}

/** Keeps the card holder's name beside the cached card (the user call itself is never cached). */
export async function rememberCardHolder(name: string): Promise<void> {
  const storage = cacheStorage();
  if (!storage) return;
  const cache = await storage.open(MEMBER_CARD_CACHE);
  await cache.put(holderUrl(), new Response(JSON.stringify({ name }), { headers: { 'Content-Type': 'application/json' } }));
}

export async function lastCardHolder(): Promise<string | null> {
  const storage = cacheStorage();
  if (!storage || !(await storage.has(MEMBER_CARD_CACHE))) return null;
  const response = await (await storage.open(MEMBER_CARD_CACHE)).match(holderUrl());
  if (!response) return null;
  const body = (await response.json().catch(() => null)) as { name?: unknown } | null;
  return typeof body?.name === 'string' ? body.name : null;
}
