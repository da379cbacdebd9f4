import { getSession, lastSessionChange, subscribeSession } from '@/lib/session';
import { MEMBER_CARD_CACHE } from './names';
import { GENERATION_HEADER, generationFor, OWNER_KEY, readOwner, tokenHash, type Owner } from './owner';

const CARD_HOLDER_KEY = '__offline/card-holder';

function cacheStorage(): CacheStorage | null {
  return typeof caches === 'undefined' ? null : caches;
}

function appUrl(key: string): string {
  return new URL(key, new URL(import.meta.env.BASE_URL, document.baseURI)).href;
}

const jsonResponse = (body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json', ...headers } });

/** Logout (online or not), a refused refresh, deletion: nothing of the member stays on the device. */
export async function clearMemberCaches(): Promise<void> {
  const badge = (globalThis.navigator as (Navigator & { clearAppBadge?: () => Promise<void> }) | undefined)?.clearAppBadge;
  await badge?.call(globalThis.navigator).catch(() => undefined);
  await cacheStorage()?.delete(MEMBER_CARD_CACHE);
}

/** A new owner: whatever the cache held goes first (a sign-in of anyone starts empty). */
async function startOwner(storage: CacheStorage, token: string): Promise<void> {
  await storage.delete(MEMBER_CARD_CACHE);
  const hash = await tokenHash(token);
  if (!hash) return;
  const owner: Owner = { generation: crypto.randomUUID(), tokenHash: hash };
  await (await storage.open(MEMBER_CARD_CACHE)).put(appUrl(OWNER_KEY), jsonResponse(owner));
}

/** The same member's new access token: the owner keeps its generation, so the kept data stays theirs. */
async function continueOwner(storage: CacheStorage, previousToken: string, token: string): Promise<void> {
  const [owner, previous, hash] = await Promise.all([readOwner(storage, appUrl(OWNER_KEY)), tokenHash(previousToken), tokenHash(token)]);
  if (!owner || !hash || owner.tokenHash !== previous) return;
  await (await storage.open(MEMBER_CARD_CACHE)).put(appUrl(OWNER_KEY), jsonResponse({ ...owner, tokenHash: hash }));
}

/** At start: a cache whose owner is not this session's token is someone else's (or stale): it goes. */
async function checkOwner(storage: CacheStorage, token: string): Promise<void> {
  if (!(await generationFor(storage, appUrl(OWNER_KEY), token))) await startOwner(storage, token);
}

let bound = false;
let queue: Promise<void> = Promise.resolve();

/**
 * Binds the member cache to the session (docs/offline.md, "Bound to the member"): signed out, it is
 * deleted; this tab's sign-in deletes it and starts a new owner; this tab's refresh moves the owner
 * to the new token; another tab's change is that tab's to record. Changes apply in order.
 */
export function bindMemberCaches(): void {
  const storage = cacheStorage();
  if (bound || !storage) return;
  bound = true;
  let token = getSession().token;
  const apply = (change: ReturnType<typeof lastSessionChange>, previous: string | null, next: string | null) => {
    if (!next) return clearMemberCaches();
    if (change === 'sign-in') return startOwner(storage, next);
    if (change === 'refresh' && previous) return continueOwner(storage, previous, next);
    if (change === 'start') return checkOwner(storage, next);
    return Promise.resolve();
  };
  const enqueue = (change: ReturnType<typeof lastSessionChange>, previous: string | null, next: string | null) => {
    queue = queue.then(() => apply(change, previous, next)).catch(() => undefined);
  };
  enqueue('start', null, token);
  subscribeSession(() => {
    const next = getSession().token;
    if (next === token) return;
    const previous = token;
    token = next;
    enqueue(lastSessionChange(), previous, next);
  });
}

/** Resolves once the owner changes asked for so far are written (a write of member data waits for it). */
export function memberCacheSettled(): Promise<void> {
  return queue;
}

/**
 * Keeps a page-written entry (the card holder's name, the till's activated coupons) for the member
 * whose token fetched it: written only while that token is the owner's, stamped with the generation.
 */
export async function putMemberEntry(key: string, body: unknown, token: string | null = getSession().token): Promise<void> {
  const storage = cacheStorage();
  if (!storage) return;
  await memberCacheSettled();
  const generation = await generationFor(storage, appUrl(OWNER_KEY), token);
  if (!generation) return;
  await (await storage.open(MEMBER_CARD_CACHE)).put(appUrl(key), jsonResponse(body, { [GENERATION_HEADER]: generation }));
  // The owner changed while writing: this entry is not the new owner's.
  if ((await readOwner(storage, appUrl(OWNER_KEY)))?.generation === generation) return;
  const cache = await storage.open(MEMBER_CARD_CACHE);
  if ((await cache.match(appUrl(key)))?.headers.get(GENERATION_HEADER) === generation) await cache.delete(appUrl(key));
}

/** A page-written entry, only when it was kept for the signed-in member's current generation. */
export async function readMemberEntry(key: string): Promise<unknown> {
  const storage = cacheStorage();
  if (!storage) return null;
  await memberCacheSettled();
  const generation = await generationFor(storage, appUrl(OWNER_KEY), getSession().token);
  if (!generation) return null;
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
