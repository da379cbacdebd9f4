import { useEffect, useState, useSyncExternalStore } from 'react';

/** Spec 3: local storage key 'notification' holds the last-seen message timestamp (epoch seconds). */
export const LAST_SEEN_NEWS_KEY = 'notification';

const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The stored last-seen time in epoch seconds; 0 when absent or unreadable (milliseconds are converted). */
export function readLastSeenNews(): number {
  let raw: string | null;
  try {
    raw = storage()?.getItem(LAST_SEEN_NEWS_KEY) ?? null;
  } catch {
    return 0;
  }
  if (raw === null) return 0;
  const value = Number(raw.trim().replace(/^"|"$/g, ''));
  if (!Number.isFinite(value) || value <= 0) return 0;
  return value > 1e12 ? Math.floor(value / 1000) : value;
}

/** Raises the stored last-seen time to `timestamp` (epoch seconds); never lowers it. */
export function markNewsSeen(timestamp: number): void {
  if (!Number.isFinite(timestamp) || timestamp <= readLastSeenNews()) return;
  try {
    storage()?.setItem(LAST_SEEN_NEWS_KEY, String(timestamp));
  } catch {
    return;
  }
  listeners.forEach((listener) => listener());
}

export function subscribeLastSeenNews(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === LAST_SEEN_NEWS_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The last-seen time, re-rendering when it changes (in this tab or another): for the header's unread count. */
export function useLastSeenNews(): number {
  return useSyncExternalStore(subscribeLastSeenNews, readLastSeenNews, () => 0);
}

export const isUnreadNews = (timestamp: number, lastSeen: number) => timestamp > lastSeen;

// One visit of the message list: the last-seen time read when its first item mounts stays the
// reference until every item has unmounted, so items keep their unread marker while they mark
// themselves seen, and items loaded later (load more) compare against the same time.
let visitBaseline: number | null = null;
let mountedItems = 0;
let resetTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * The last-seen time at the start of this visit of the list; the item marks its own timestamp as
 * seen once shown (the header's unread count drops, the markers stay until the member leaves).
 */
export function useNewsVisit(timestamp: number): number {
  const [baseline] = useState(() => (visitBaseline ??= readLastSeenNews()));
  useEffect(() => {
    mountedItems += 1;
    clearTimeout(resetTimer);
    markNewsSeen(timestamp);
    return () => {
      mountedItems -= 1;
      // Deferred so a re-mount in the same task (StrictMode, a keyed re-render) keeps the visit.
      if (mountedItems === 0) resetTimer = setTimeout(() => mountedItems === 0 && (visitBaseline = null), 0);
    };
  }, [timestamp]);
  return baseline;
}
