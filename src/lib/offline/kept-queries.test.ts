import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { webcrypto } from 'node:crypto';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, initSession, sessionEpoch, setTokens } from '@/lib/session';
import { bindMemberCaches, memberCacheSettled } from './caches';
import { confirmKeptReads, KEPT_MAX_AGE_MS, keepReads, keptWritesSettled, restoreKeptReads, writeKeptReads, type KeptOptions } from './kept-queries';

// IndexedDB as idb-keyval sees it: one map (the record's key is the only one written).
const idb = new Map<string, unknown>();
vi.mock('idb-keyval', () => ({
  createStore: () => 'store',
  get: async (key: string) => idb.get(key),
  set: async (key: string, value: unknown) => void idb.set(key, structuredClone(value)),
  del: async (key: string) => void idb.delete(key),
}));

/** CacheStorage as the member cache uses it (the owner record lives there). */
class MemoryCache {
  entries = new Map<string, Response>();
  async match(url: string) {
    return this.entries.get(String(url))?.clone();
  }
  async put(url: string, response: Response) {
    this.entries.set(String(url), response);
  }
  async delete(url: string) {
    return this.entries.delete(String(url));
  }
}
const stores = new Map<string, MemoryCache>();
const memoryCaches = {
  has: async (name: string) => stores.has(name),
  open: async (name: string) => stores.get(name) ?? stores.set(name, new MemoryCache()).get(name)!,
  delete: async (name: string) => stores.delete(name),
};

const COUPONS: QueryKey = ['coupons', { limit: 20 }];
const USER: QueryKey = ['user'];
const DEALS: QueryKey = ['deals'];
const options: KeptOptions = { keys: [COUPONS, USER], build: 'build-1', context: () => 'channel|en' };

type Answer = { release: (value: unknown) => void; promise: Promise<unknown> };
let answers: Answer[] = [];
const held = (): Answer => {
  let release!: (value: unknown) => void;
  const promise = new Promise((resolve) => (release = resolve));
  const answer = { release, promise };
  answers.push(answer);
  return answer;
};

const page = (names: string[], total: number) => Object.assign(names.map((name) => ({ name })), { total });
const couponsOf = (names: string[]) => ({ pages: [page(names, names.length)], pageParams: [0] });

/** A client as the portal makes one, its kept queries watched from the session now current. */
function client(since: number) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 10_000 } } });
  keepReads(queryClient, options, since);
  clients.push(queryClient);
  return queryClient;
}
const signIn = async (token: string) => {
  setTokens({ token, refresh_token: `r-${token}` }, 'sign-in');
  await memberCacheSettled();
};
const fetchInto = (queryClient: QueryClient, key: QueryKey, data: unknown) => queryClient.fetchQuery({ queryKey: key, queryFn: async () => data });
const keptKeys = () => ((idb.get('kept') as { queries: Array<{ queryKey: QueryKey }> } | undefined)?.queries ?? []).map((q) => JSON.stringify(q.queryKey));

beforeAll(() => {
  Object.assign(globalThis, { caches: memoryCaches, indexedDB: {} });
  if (!globalThis.crypto?.subtle) Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
  localStorage.clear();
  initSession('local');
  bindMemberCaches();
});
beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  answers = [];
  clients = [];
  clearSession();
  await memberCacheSettled();
  idb.clear();
});
afterEach(() => vi.useRealTimers());

let clients: QueryClient[] = [];
/** Runs the writes the watchers scheduled after the answers, and waits for them and the owner changes. */
const flushWrite = async () => {
  await memberCacheSettled();
  await vi.runAllTimersAsync();
  for (const queryClient of clients) await keptWritesSettled(queryClient);
  await memberCacheSettled();
};

describe("a returning member's kept reads", () => {
  it('keeps only the allow-listed reads, and puts them back for the same member at the next boot', async () => {
    await signIn('token-a');
    const first = client(sessionEpoch());
    await fetchInto(first, COUPONS, couponsOf(['Coffee', 'Car wash']));
    await fetchInto(first, USER, { id: 'a', points: 500 });
    await fetchInto(first, DEALS, { deals: ['not kept'] });
    await flushWrite();
    expect(keptKeys()).toEqual([JSON.stringify(COUPONS), JSON.stringify(USER)]);

    const next = client(sessionEpoch());
    expect(await restoreKeptReads(next, options)).not.toBeNull();
    const coupons = next.getQueryData<{ pages: Array<Array<{ name: string }> & { total?: number }> }>(COUPONS);
    expect(coupons?.pages[0]?.map((c) => c.name)).toEqual(['Coffee', 'Car wash']);
    expect(coupons?.pages[0]?.total).toBe(2);
    expect(next.getQueryData(USER)).toEqual({ id: 'a', points: 500 });
    expect(next.getQueryData(DEALS)).toBeUndefined();
    // Restored, not fresh: the screen's query asks again however recent the kept answer is.
    expect(next.getQueryState(USER)?.isInvalidated).toBe(true);
  });

  it('goes on sign-out (logout, a refused refresh and deletion all end the session there)', async () => {
    await signIn('token-a');
    const queryClient = client(sessionEpoch());
    await fetchInto(queryClient, USER, { id: 'a' });
    await flushWrite();
    expect(keptKeys()).toEqual([JSON.stringify(USER)]);
    clearSession();
    await memberCacheSettled();
    await flushWrite();
    expect(idb.size).toBe(0);
  });

  it("goes on anyone's sign-in, and another member never sees the first one's record even if it came back", async () => {
    await signIn('token-a');
    await fetchInto(client(sessionEpoch()), USER, { id: 'a' });
    await flushWrite();
    const recordOfA = structuredClone(idb.get('kept'));
    expect(recordOfA).toBeDefined();
    clearSession();
    await signIn('token-b');
    expect(idb.size).toBe(0);
    idb.set('kept', recordOfA);
    const ofB = client(sessionEpoch());
    expect(await restoreKeptReads(ofB, options)).toBeNull();
    expect(ofB.getQueryData(USER)).toBeUndefined();
    expect(idb.size).toBe(0);
  });

  it('stays through a refresh of the same member (the owner keeps its generation)', async () => {
    await signIn('token-a');
    await fetchInto(client(sessionEpoch()), USER, { id: 'a' });
    await flushWrite();
    setTokens({ token: 'token-a2' }, 'refresh');
    await memberCacheSettled();
    const next = client(sessionEpoch());
    expect(await restoreKeptReads(next, options)).not.toBeNull();
    expect(next.getQueryData(USER)).toEqual({ id: 'a' });
  });

  it('a late answer (asked by the member who signed out, answered under the next one) is never written', async () => {
    await signIn('token-a');
    const queryClient = client(sessionEpoch());
    const answer = held();
    const late = queryClient.fetchQuery({ queryKey: COUPONS, queryFn: () => answer.promise });
    clearSession();
    await signIn('token-b');
    answer.release(couponsOf(["A's coupon"]));
    await late;
    await flushWrite();
    expect(idb.size).toBe(0);
    // B's own answer is kept, and only it.
    await fetchInto(queryClient, USER, { id: 'b' });
    await flushWrite();
    expect(keptKeys()).toEqual([JSON.stringify(USER)]);
  });

  it("a write that lands after the sign-out's clean-up is taken back", async () => {
    await signIn('token-a');
    const queryClient = client(sessionEpoch());
    await fetchInto(queryClient, USER, { id: 'a' });
    // The storage is slow: the record lands once the sign-out has already emptied it.
    const disk = new Map<string, unknown>();
    const landing = held();
    let started = false;
    const slow = {
      read: async () => disk.get('kept'),
      write: async (value: unknown) => {
        started = true;
        await landing.promise;
        disk.set('kept', value);
      },
      remove: async () => void disk.delete('kept'),
    };
    const writing = writeKeptReads(queryClient, { ...options, storage: slow });
    await vi.waitFor(() => expect(started).toBe(true), { timeout: 30_000 });
    clearSession();
    await memberCacheSettled();
    await slow.remove();
    landing.release(undefined);
    await writing;
    expect(disk.size).toBe(0);
  });

  it('a record of another channel or language is dropped, and what it put back is asked again, before the first render', async () => {
    await signIn('token-a');
    await fetchInto(client(sessionEpoch()), USER, { id: 'a' });
    await flushWrite();
    const next = client(sessionEpoch());
    const restored = await restoreKeptReads(next, options);
    expect(next.getQueryData(USER)).toEqual({ id: 'a' });
    confirmKeptReads(next, restored, { ...options, context: () => 'channel|cs' });
    expect(next.getQueryData(USER)).toBeUndefined();
    await flushWrite();
    expect(idb.size).toBe(0);
  });

  it('a record of another build, channel or language, or older than the maximum age, is dropped unseen', async () => {
    await signIn('token-a');
    let now = 1_000_000;
    const timed = { ...options, now: () => now };
    const write = async () => {
      const queryClient = client(sessionEpoch());
      await fetchInto(queryClient, USER, { id: 'a' });
      await writeKeptReads(queryClient, timed);
      expect(idb.size).toBe(1);
    };
    await write();
    const other = client(sessionEpoch());
    expect(await restoreKeptReads(other, { ...timed, build: 'build-2' })).toBeNull();
    expect(other.getQueryData(USER)).toBeUndefined();
    expect(idb.size).toBe(0);

    await write();
    now += KEPT_MAX_AGE_MS + 1;
    expect(await restoreKeptReads(client(sessionEpoch()), timed)).toBeNull();
    expect(idb.size).toBe(0);
  });

  it('a read the network answered first keeps its answer', async () => {
    await signIn('token-a');
    await fetchInto(client(sessionEpoch()), USER, { id: 'a', points: 1 });
    await flushWrite();
    const next = client(sessionEpoch());
    await fetchInto(next, USER, { id: 'a', points: 2 });
    await restoreKeptReads(next, options);
    expect(next.getQueryData(USER)).toEqual({ id: 'a', points: 2 });
  });
});
