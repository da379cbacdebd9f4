import { getSession, lastSessionChange, subscribeSession } from '@/lib/session';
import { KEPT_READS_FLAG, MEMBER_CARD_CACHE } from './names';
import { generationFor, OWNER_KEY, readOwner, tokenHash, type Owner } from './owner';

export function cacheStorage(): CacheStorage | null {
  return typeof caches === 'undefined' ? null : caches;
}

export function appUrl(key: string): string {
  return new URL(key, new URL(import.meta.env.BASE_URL, document.baseURI)).href;
}

export const jsonResponse = (body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json', ...headers } });

/** The member's kept reads (IndexedDB, kept-store.ts) and the screen that shows them go with the cache; their code loads only when some may be kept. */
const dropKeptReads = async () => {
  if (globalThis.localStorage?.getItem(KEPT_READS_FLAG)) await import('./kept-store').then((store) => store.dropKeptReads()).catch(() => undefined);
};

/** Logout (online or not), a refused refresh, deletion: nothing of the member stays on the device. */
export async function clearMemberCaches(): Promise<void> {
  const badge = (globalThis.navigator as (Navigator & { clearAppBadge?: () => Promise<void> }) | undefined)?.clearAppBadge;
  await badge?.call(globalThis.navigator).catch(() => undefined);
  await cacheStorage()?.delete(MEMBER_CARD_CACHE);
  await dropKeptReads();
}

/** A new owner: whatever the cache held goes first (a sign-in of anyone starts empty). */
async function startOwner(storage: CacheStorage, token: string): Promise<void> {
  await storage.delete(MEMBER_CARD_CACHE);
  await dropKeptReads();
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
