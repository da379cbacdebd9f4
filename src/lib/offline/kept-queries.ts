/**
 * A signed-in member's last reads kept between visits (docs/offline.md, "A returning member's
 * reads"): an allow-list of queries, their data written to IndexedDB after each answer and put back
 * into the query cache at the next boot, so the first screen shows them while they refresh.
 *
 * Bound to the member like the card cache: the record carries the owner's generation
 * (`memberGeneration`, owner.ts) and is used only while the session's token is that owner's; it is
 * dropped with the cache (logout, refused refresh, deletion, any sign-in). A query's data is written
 * only when the fetch that brought it started in the member session now current (`sessionEpoch`):
 * an answer arriving after a sign-out or another member's sign-in is never kept.
 */
import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
import { withTotal } from '@/lib/query';
import { getSession, sessionEpoch } from '@/lib/session';
import { markRestored } from './kept-refresh';
import { noteSynced } from './kept-window';
import { memberGeneration } from './member-entries';
import { indexedDbStorage, type KeptStorage } from './kept-store';

/**
 * How long kept reads may be shown without `maxAgeMs`: a day (a deploy, a channel or a language
 * change drops them sooner). The portal passes the channel's kept window (SETTINGS.offline_kept_hours).
 */
export const KEPT_MAX_AGE_MS = 24 * 60 * 60_000;
/** A record larger than this (JSON characters) is not written. */
export const KEPT_MAX_CHARS = 512 * 1024;
/** The wait after an answer before the record is written (several answers make one write). */
export const KEPT_WRITE_DELAY_MS = 300;
const VERSION = 1;

export type KeptOptions = {
  /** The queries kept, by exact key: nothing else is ever written or restored. */
  keys: readonly QueryKey[];
  /** The build: a record another build wrote is dropped at the restore, never shown. */
  build: string;
  /** The channel and its language: a record of another one is dropped once the boot knows them (`confirmKeptReads`). */
  context: () => string;
  storage?: KeptStorage;
  now?: () => number;
  /** How long a record may be shown after it was written (ms): the channel's kept window. Default KEPT_MAX_AGE_MS. */
  maxAgeMs?: () => number;
  /** Runs after each write that stays the owner's (the screen snapshot follows the kept reads). */
  afterWrite?: () => void;
};

/** A page of a paged list as kept: its items and the list's total (an array's own `total` is not JSON). */
type KeptPage = { items: unknown[]; total?: number };
type KeptData = { plain: unknown } | { pages: KeptPage[]; pageParams: unknown[] };
type KeptQuery = { queryKey: QueryKey; data: KeptData; dataUpdatedAt: number };
type KeptRecord = { version: number; generation: string; build: string; context: string; savedAt: number; queries: KeptQuery[] };

/** What the session epoch was when each query's data was fetched (restored data: the restore's). */
const fetchedIn = new WeakMap<Query, number>();
const dataOf = new WeakMap<Query, number>();
/** The clients watched (a second call does not write twice), each with its pending write, in order. */
const watched = new WeakMap<QueryClient, { writing: Promise<void>; timer?: ReturnType<typeof setTimeout> }>();

const isPaged = (data: unknown): data is { pages: unknown[]; pageParams: unknown[] } =>
  !!data && typeof data === 'object' && Array.isArray((data as { pages?: unknown }).pages) && Array.isArray((data as { pageParams?: unknown }).pageParams);

/** A paged list keeps its first page only: the record stays small and the refresh asks for one page. */
function keptData(data: unknown): KeptData {
  if (!isPaged(data)) return { plain: data };
  const first = (data.pages[0] ?? []) as unknown[] & { total?: number };
  return { pages: [{ items: [...first], ...(typeof first.total === 'number' ? { total: first.total } : {}) }], pageParams: data.pageParams.slice(0, 1) };
}

function restoredData(data: KeptData): unknown {
  if ('plain' in data) return data.plain;
  return { pages: data.pages.map((page) => withTotal([...page.items], page.total)), pageParams: data.pageParams };
}

function parseData(value: unknown): KeptData | null {
  if (!value || typeof value !== 'object') return null;
  if (Object.hasOwn(value, 'plain')) return { plain: (value as { plain: unknown }).plain };
  const { pages, pageParams } = value as { pages?: unknown; pageParams?: unknown };
  if (!Array.isArray(pages) || !Array.isArray(pageParams) || pages.length !== 1 || pageParams.length !== 1) return null;
  const page = pages[0] as { items?: unknown; total?: unknown } | null;
  if (!page || !Array.isArray(page.items)) return null;
  return { pages: [{ items: page.items, ...(typeof page.total === 'number' ? { total: page.total } : {}) }], pageParams };
}

/** How the client names a key (its query hash): the allow-list and the record are compared by it. */
const hashOf = (client: QueryClient, queryKey: QueryKey) => client.defaultQueryOptions({ queryKey }).queryHash;

/** A stored record, read as untrusted input: only allow-listed queries, each once, with data. */
export function parseRecord(value: unknown, allowed: ReadonlySet<string>, hash: (key: QueryKey) => string): KeptRecord | null {
  if (!value || typeof value !== 'object') return null;
  const { version, generation, build, context, savedAt, queries } = value as Record<string, unknown>;
  if (version !== VERSION || typeof generation !== 'string' || typeof build !== 'string' || typeof context !== 'string' || typeof savedAt !== 'number') return null;
  if (!Array.isArray(queries) || queries.length > allowed.size) return null;
  const kept: KeptQuery[] = [];
  const seen = new Set<string>();
  for (const entry of queries as Array<Record<string, unknown> | null>) {
    const queryKey = entry?.queryKey;
    const data = parseData(entry?.data);
    if (!Array.isArray(queryKey) || !data || typeof entry?.dataUpdatedAt !== 'number') return null;
    const queryHash = hash(queryKey);
    if (!allowed.has(queryHash) || seen.has(queryHash)) return null;
    seen.add(queryHash);
    kept.push({ queryKey, data, dataUpdatedAt: entry.dataUpdatedAt });
  }
  return { version, generation, build, context, savedAt, queries: kept };
}

const allowedHashes = (client: QueryClient, keys: readonly QueryKey[]) => new Set(keys.map((key) => hashOf(client, key)));

export type Restored = { context: string; queries: readonly QueryKey[]; savedAt: number };

/**
 * Puts the member's kept reads back into the cache when the record is this member's (the owner's
 * generation for the session's token), of this build, and younger than KEPT_MAX_AGE_MS; any other
 * record is dropped (its channel and language: `confirmKeptReads`, before the first render). A query the network has answered meanwhile keeps
 * its answer; one in flight shows the kept data until it answers. Never rejects.
 */
export async function restoreKeptReads(client: QueryClient, options: KeptOptions): Promise<Restored | null> {
  const { storage = indexedDbStorage, now = Date.now } = options;
  const token = getSession().token;
  const epoch = sessionEpoch();
  if (!token) return null;
  try {
    const [stored, generation] = await Promise.all([storage.read(), memberGeneration(token)]);
    if (stored === undefined) return null;
    const record = parseRecord(stored, allowedHashes(client, options.keys), (key) => hashOf(client, key));
    const age = record ? now() - record.savedAt : -1;
    const maxAge = options.maxAgeMs?.() ?? KEPT_MAX_AGE_MS;
    if (!record || !generation || record.generation !== generation || record.build !== options.build || age < 0 || age > maxAge) {
      await storage.remove();
      return null;
    }
    if (sessionEpoch() !== epoch || getSession().token !== token) return null;
    noteSynced(record.savedAt);
    for (const kept of record.queries) {
      const current = client.getQueryCache().find({ queryKey: kept.queryKey, exact: true });
      if (current && current.state.data !== undefined && current.state.dataUpdatedAt >= kept.dataUpdatedAt) continue;
      client.setQueryData(kept.queryKey, restoredData(kept.data), { updatedAt: kept.dataUpdatedAt });
      const query = client.getQueryCache().find({ queryKey: kept.queryKey, exact: true });
      // Kept data is never fresh: the screen's queries ask again as they mount (the route's loader does not wait).
      query?.invalidate();
      if (query) {
        dataOf.set(query, epoch);
        markRestored(query, kept.dataUpdatedAt);
      }
    }
    return { context: record.context, queries: record.queries.map((query) => query.queryKey), savedAt: record.savedAt };
  } catch {
    return null;
  }
}

/**
 * After boot (channel and language now known): a record of another channel or language is dropped,
 * and what it put back is reset (its queries ask again) before it shows.
 */
export function confirmKeptReads(client: QueryClient, restored: Restored | null, options: KeptOptions): void {
  if (!restored || restored.context === options.context()) return;
  void (options.storage ?? indexedDbStorage).remove().catch(() => undefined);
  for (const queryKey of restored.queries) {
    const query = client.getQueryCache().find({ queryKey, exact: true });
    if (query && query.state.dataUpdatedAt <= restored.savedAt) {
      dataOf.delete(query);
      void client.resetQueries({ queryKey, exact: true });
    }
  }
}

/** Writes the kept queries whose data this member session fetched; bound to the owner as putMemberEntry is. */
export async function writeKeptReads(client: QueryClient, options: KeptOptions): Promise<void> {
  const { storage = indexedDbStorage, now = Date.now } = options;
  const token = getSession().token;
  const epoch = sessionEpoch();
  if (!token) return;
  const queries: KeptQuery[] = [];
  for (const queryKey of options.keys) {
    const query = client.getQueryCache().find({ queryKey, exact: true });
    if (!query || query.state.status !== 'success' || query.state.data === undefined || dataOf.get(query) !== epoch) continue;
    queries.push({ queryKey: query.queryKey, data: keptData(query.state.data), dataUpdatedAt: query.state.dataUpdatedAt });
  }
  if (queries.length === 0) return;
  const generation = await memberGeneration(token);
  if (!generation || sessionEpoch() !== epoch) return;
  const record: KeptRecord = { version: VERSION, generation, build: options.build, context: options.context(), savedAt: now(), queries };
  if (JSON.stringify(record).length > KEPT_MAX_CHARS) return;
  await storage.write(record);
  // The owner changed while writing: the record is not the new owner's.
  if (sessionEpoch() === epoch && (await memberGeneration(getSession().token)) === generation) {
    if (sessionEpoch() !== epoch) return;
    noteSynced(record.savedAt);
    options.afterWrite?.();
    return;
  }
  const written = (await storage.read()) as { generation?: unknown } | undefined;
  if (written?.generation === generation) await storage.remove();
}

/**
 * Watches the client: each answer of a kept query (fetched in the current member session) writes
 * the record a moment later. `since` is the session epoch in which the kept queries already in the
 * cache or in flight were asked (the caller's, taken when it started them): they count for that
 * session only. Returns the stop function.
 */
export function keepReads(client: QueryClient, options: KeptOptions, since: number): () => void {
  if (watched.has(client)) return () => undefined;
  const state: { writing: Promise<void>; timer?: ReturnType<typeof setTimeout> } = { writing: Promise.resolve() };
  watched.set(client, state);
  const allowed = allowedHashes(client, options.keys);
  const schedule = () => {
    clearTimeout(state.timer);
    state.timer = setTimeout(() => {
      state.timer = undefined;
      state.writing = state.writing.then(() => writeKeptReads(client, options)).catch(() => undefined);
    }, KEPT_WRITE_DELAY_MS);
  };
  const stop = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || !allowed.has(event.query.queryHash)) return;
    const { query, action } = event;
    if (action.type === 'fetch') fetchedIn.set(query, sessionEpoch());
    if (action.type !== 'success') return;
    // A member's own change (a mutation's setQueryData) keeps the data's session; a fetch's answer
    // belongs to the session the fetch started in.
    const session = action.manual ? dataOf.get(query) : fetchedIn.get(query);
    if (session === undefined) dataOf.delete(query);
    else dataOf.set(query, session);
    schedule();
  });
  let answered = false;
  for (const query of client.getQueryCache().getAll()) {
    if (!allowed.has(query.queryHash) || fetchedIn.has(query) || dataOf.has(query)) continue;
    if (query.state.fetchStatus === 'fetching') fetchedIn.set(query, since);
    else if (query.state.status === 'success') {
      dataOf.set(query, since);
      answered = true;
    }
  }
  if (answered) schedule();
  return () => {
    clearTimeout(state.timer);
    watched.delete(client);
    stop();
  };
}

/** Resolves once the write scheduled so far (after KEPT_WRITE_DELAY_MS) is done; the caller runs the delay. */
export async function keptWritesSettled(client: QueryClient): Promise<void> {
  const state = watched.get(client);
  if (!state) return;
  if (state.timer !== undefined) return Promise.reject(new Error('a write is still scheduled'));
  await state.writing;
}
