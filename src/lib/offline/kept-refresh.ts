import type { Query } from '@tanstack/react-query';

/*
 * Which queries show a returning member's restored kept data (kept-queries.ts) and are asking the
 * network for their current answer. Its own module: the shell reads it on the first route, the
 * kept reads themselves load off the boot path.
 */

/**
 * Marks the client's `main` while restored kept data is refreshed (the portal shell sets it). The boot
 * loader's painted snapshot waits for it to go, SNAPSHOT_REFRESH_WAIT_MS at most, before it gives way.
 */
export const KEPT_REFRESH_ATTRIBUTE = 'data-refreshing-kept';
/** How long (ms) a painted snapshot waits, once the client's screen is there, for the kept data's refresh. */
export const SNAPSHOT_REFRESH_WAIT_MS = 3_000;

/** When each restored query's kept data was fetched: it shows kept data until an answer newer than that. */
const restoredFrom = new WeakMap<Query, number>();

export function markRestored(query: Query, fetchedAt: number): void {
  restoredFrom.set(query, fetchedAt);
}

/**
 * Whether `query` shows restored kept data while the network is asked for its current answer. The
 * screen is marked (KEPT_REFRESH_ATTRIBUTE) until then, so a returning member's painted snapshot
 * stays up while the data changes beneath it and the client's screen shows already current: nothing
 * moves after the takeover. Offline the refresh is paused, not fetching, and the kept data shows at
 * once; a refresh that fails leaves it too.
 */
export function refreshesKeptData(query: Query): boolean {
  const from = restoredFrom.get(query);
  return from !== undefined && query.state.fetchStatus === 'fetching' && query.state.dataUpdatedAt <= from;
}
