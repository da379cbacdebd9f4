/**
 * Where a signed-in member's kept reads live between visits (docs/offline.md, "A returning
 * member's reads"): one record in IndexedDB, through idb-keyval. Loaded off the boot path (a dynamic
 * import): the page's first-route JS holds none of it.
 */
import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import { KEPT_READS_FLAG } from './names';
import { dropScreenSnapshot } from './snapshot-owner';

export const KEPT_DB = 'portal-member-reads';
const KEPT_STORE = 'reads';
const KEPT_KEY = 'kept';

/** The record's storage: IndexedDB in the browser; tests pass a map. */
export type KeptStorage = {
  read(): Promise<unknown>;
  write(value: unknown): Promise<void>;
  remove(): Promise<void>;
};

let store: UseStore | undefined;
const idbStore = () => (store ??= createStore(KEPT_DB, KEPT_STORE));

const flag = (on: boolean) => {
  try {
    if (on) localStorage.setItem(KEPT_READS_FLAG, '1');
    else localStorage.removeItem(KEPT_READS_FLAG);
  } catch {
    // No local storage: the record is still bound to its owner (never read by another member).
  }
};

/** The flag goes up before a write and down after a removal, so a record never exists without it. */
export const indexedDbStorage: KeptStorage = {
  read: () => get(KEPT_KEY, idbStore()),
  write: async (value) => {
    flag(true);
    await set(KEPT_KEY, value, idbStore());
  },
  // The screen snapshot shows the kept reads (screen-snapshot.ts): it goes with them.
  remove: async () => {
    dropScreenSnapshot();
    await del(KEPT_KEY, idbStore());
    flag(false);
  },
};

/** Logout, a refused refresh, deletion, anyone's sign-in: the kept reads go (no IndexedDB: nothing kept). */
export async function dropKeptReads(): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  await indexedDbStorage.remove();
}
