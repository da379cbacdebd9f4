/**
 * Member data the page writes into the member cache (the card holder's name, the till's activated
 * coupons) and the generation check every kept member datum goes through (docs/offline.md, "Bound to
 * the member"). Only lazy screens and the kept reads use it: it is not in the boot's code.
 */
import { getSession } from '@/lib/session';
import { appUrl, cacheStorage, jsonResponse, memberCacheSettled } from './caches';
import { MEMBER_CARD_CACHE } from './names';
import { GENERATION_HEADER, generationFor, OWNER_KEY, readOwner } from './owner';

const CARD_HOLDER_KEY = '__offline/card-holder';

/** The generation a token may read and write member data for, once the owner changes asked for are in (null: not the owner's, or no cache). */
export async function memberGeneration(token: string | null): Promise<string | null> {
  const storage = cacheStorage();
  if (!storage) return null;
  await memberCacheSettled();
  return generationFor(storage, appUrl(OWNER_KEY), token);
}

/**
 * Keeps a page-written entry (the card holder's name, the till's activated coupons) for the member
 * whose token fetched it: written only while that token is the owner's, stamped with the generation.
 */
export async function putMemberEntry(key: string, body: unknown, token: string | null = getSession().token): Promise<void> {
  const storage = cacheStorage();
  const generation = await memberGeneration(token);
  if (!storage || !generation) return;
  await (await storage.open(MEMBER_CARD_CACHE)).put(appUrl(key), jsonResponse(body, { [GENERATION_HEADER]: generation }));
  // The owner changed while writing: this entry is not the new owner's.
  if ((await readOwner(storage, appUrl(OWNER_KEY)))?.generation === generation) return;
  const cache = await storage.open(MEMBER_CARD_CACHE);
  if ((await cache.match(appUrl(key)))?.headers.get(GENERATION_HEADER) === generation) await cache.delete(appUrl(key));
}

/** A page-written entry, only when it was kept for the signed-in member's current generation. */
export async function readMemberEntry(key: string): Promise<unknown> {
  const storage = cacheStorage();
  const generation = await memberGeneration(getSession().token);
  if (!storage || !generation) return null;
  const response = await (await storage.open(MEMBER_CARD_CACHE)).match(appUrl(key));
  if (!response || response.headers.get(GENERATION_HEADER) !== generation) return null;
  return response.json().catch(() => null);
}

/** Keeps the card holder's name beside the cached card (the user call itself is never cached). */
export async function rememberCardHolder(name: string, token?: string | null): Promise<void> {
  await putMemberEntry(CARD_HOLDER_KEY, { name }, token);
}

export async function lastCardHolder(): Promise<string | null> {
  const body = (await readMemberEntry(CARD_HOLDER_KEY)) as { name?: unknown } | null;
  return typeof body?.name === 'string' ? body.name : null;
}
