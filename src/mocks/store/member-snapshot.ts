// The demo's member data as JSON: accounts, wallets, histories, registrations and every session and
// link token, with demo time and the id counter. The demo server keeps it in its data folder so that
// members stay signed in across a restart (scripts/demo-server/member-data.ts). A snapshot of another
// preset or seed is not restored: the members it holds belong to another channel's content.
import type { DemoStore } from './demo-store';

const MAPS = ['tokens', 'refreshTokens', 'spentRefreshTokens', 'resetTokens', 'emailTokens', 'privacyTokens', 'cardVerifications'] as const;

export type MemberSnapshot = {
  version: 1;
  preset: string;
  seed: number;
  offsetMs: number;
  counter: number;
  members: DemoStore['members'];
  outbox: DemoStore['outbox'];
  maps: Record<(typeof MAPS)[number], Array<[string, unknown]>>;
};

export function memberSnapshot(store: DemoStore): MemberSnapshot {
  return {
    version: 1,
    preset: store.preset.name,
    seed: store.seed,
    offsetMs: store.offsetMs,
    counter: store.counter,
    members: store.members,
    outbox: store.outbox,
    maps: Object.fromEntries(MAPS.map((name) => [name, [...store[name].entries()]])) as MemberSnapshot['maps'],
  };
}

/** Puts a snapshot's members and sessions into `store`; false (nothing changed) when it is not one of this preset and seed. */
export function restoreMembers(store: DemoStore, snapshot: unknown): boolean {
  const s = snapshot as Partial<MemberSnapshot> | null;
  if (!s || s.version !== 1 || s.preset !== store.preset.name || s.seed !== store.seed || !Array.isArray(s.members) || !s.maps) return false;
  store.members = s.members;
  store.outbox = Array.isArray(s.outbox) ? s.outbox : [];
  store.offsetMs = typeof s.offsetMs === 'number' ? s.offsetMs : 0;
  store.counter = typeof s.counter === 'number' ? s.counter : store.counter;
  for (const name of MAPS) {
    const entries = s.maps[name];
    (store[name] as Map<string, unknown>).clear();
    if (Array.isArray(entries)) for (const [key, value] of entries) (store[name] as Map<string, unknown>).set(key, value);
  }
  return true;
}
