/**
 * How long a member's kept screens may be shown offline after their last sync (docs/offline.md,
 * "Kept screens end with the session"): SETTINGS.offline_kept_hours, within the schema's bounds. And
 * when the member's data was last synced, for the offline state's "Last synced". Both only ever
 * within the member session now current: a sign-out or another member's sign-in forgets the time.
 */
import { useSyncExternalStore } from 'react';
import { getSession, sessionEpoch, subscribeSession } from '@/lib/session';

/** The schema's default and bounds of SETTINGS.offline_kept_hours. */
export const OFFLINE_KEPT_HOURS = { default: 24, min: 1, max: 168 } as const;

/** The kept window (ms) a SETTINGS.offline_kept_hours value gives: a value out of bounds is bounded, garbage is the default. */
export function keptWindowMs(hours: unknown): number {
  const value = typeof hours === 'number' && Number.isFinite(hours) ? Math.min(Math.max(hours, OFFLINE_KEPT_HOURS.min), OFFLINE_KEPT_HOURS.max) : OFFLINE_KEPT_HOURS.default;
  return value * 60 * 60_000;
}

/** Whether data synced at `syncedAt` may still be shown at `now` (a sync time in the future: the clock moved back, it may). */
export function keptStill(syncedAt: number | null | undefined, hours: unknown, now: number): boolean {
  return typeof syncedAt === 'number' && now - syncedAt < keptWindowMs(hours);
}

let synced: { epoch: number; at: number } | null = null;
const listeners = new Set<() => void>();

/** Member data of the current session was synced (answered by the network) at `at`; the latest time is kept. */
export function noteSynced(at: number): void {
  const epoch = sessionEpoch();
  if (!getSession().logged || (synced && synced.epoch === epoch && synced.at >= at)) return;
  synced = { epoch, at };
  listeners.forEach((listener) => listener());
}

/** When the signed-in member's data was last synced, or null (none known in this session). */
export function lastSynced(): number | null {
  return synced && synced.epoch === sessionEpoch() && getSession().logged ? synced.at : null;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const stop = subscribeSession(listener);
  return () => {
    listeners.delete(listener);
    stop();
  };
}

export function useLastSynced(): number | null {
  return useSyncExternalStore(subscribe, lastSynced, lastSynced);
}
