import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { getSession, lastSessionChange, subscribeSession } from '@/lib/session';

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

/** Forgets the last-seen time (it belonged to the member whose session ended). */
export function forgetLastSeenNews(): void {
  try {
    if (storage()?.getItem(LAST_SEEN_NEWS_KEY) === null) return;
    storage()?.removeItem(LAST_SEEN_NEWS_KEY);
  } catch {
    return;
  }
  listeners.forEach((listener) => listener());
}

let bound = false;

/**
 * The last-seen time belongs to one member (a shared device): this tab's sign-out (or a session
 * the refresh found ended) and this tab's sign-in forget it, so the next member's bell counts their
 * own unread news. A refresh keeps it; another tab's change is that tab's to make (shared storage).
 */
export function bindLastSeenNewsToSession(): void {
  if (bound) return;
  bound = true;
  let token = getSession().token;
  subscribeSession(() => {
    const next = getSession().token;
    if (next === token) return;
    token = next;
    const change = lastSessionChange();
    if (!next || change === 'sign-in') forgetLastSeenNews();
  });
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

/**
 * The `news` data source's `useItems`: each shown message gets `unread` (newer than the last-seen
 * time read when the list mounted) and the newest shown one is stored as seen. The header's unread
 * count drops at once; the markers stay for this visit of the list, and messages loaded later (load
 * more) compare against the same time.
 */
export function useUnreadMarks<T extends { timestamp: number }>(items: T[]): Array<T & { unread: boolean }> {
  const [baseline] = useState(readLastSeenNews);
  const newest = items.reduce((max, item) => (Number.isFinite(item.timestamp) ? Math.max(max, item.timestamp) : max), 0);
  useEffect(() => {
    if (newest > 0) markNewsSeen(newest);
  }, [newest]);
  return useMemo(() => items.map((item) => ({ ...item, unread: isUnreadNews(item.timestamp, baseline) })), [items, baseline]);
}
