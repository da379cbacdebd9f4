import { useSyncExternalStore } from 'react';
import { clockNow } from '@/lib/clock';

/*
 * The page's one clock. A single setInterval(1 s) runs while at least one component listens and
 * stops with the last one, so 1,000 coupon tiles cost one timer. Time is read with clockNow()
 * (Date.now() plus the demo clock's offset, src/lib/clock.ts) and advanced by setInterval only, so
 * vitest fake timers and Playwright's page.clock both drive it.
 */

export const TICK_MS = 1000;

type Listener = () => void;

const listeners = new Set<Listener>();
let timer: ReturnType<typeof setInterval> | null = null;
let current = clockNow();
let idleReadFresh = false;

function tick(): void {
  current = clockNow();
  for (const listener of listeners) listener();
}

function onVisibilityChange(): void {
  // Background tabs throttle intervals; catch up as soon as the page is shown again.
  if (document.visibilityState === 'visible') tick();
}

/** Adds a listener called on every tick; returns its unsubscribe. */
export function subscribeNow(listener: Listener): () => void {
  listeners.add(listener);
  if (timer === null) {
    current = clockNow();
    timer = setInterval(tick, TICK_MS);
    if (typeof document !== 'undefined') document.addEventListener('visibilitychange', onVisibilityChange);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== null) {
      clearInterval(timer);
      timer = null;
      if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', onVisibilityChange);
    }
  };
}

/**
 * The time of the last tick (epoch ms). While no clock runs, the time is read afresh but held for
 * the rest of the current task, so every read within one render agrees (useSyncExternalStore
 * requires a stable snapshot).
 */
export function getNow(): number {
  if (timer === null && !idleReadFresh) {
    current = clockNow();
    idleReadFresh = true;
    queueMicrotask(() => {
      idleReadFresh = false;
    });
  }
  return current;
}

/** Number of components listening to the clock (for tests and diagnostics). */
export function tickerListenerCount(): number {
  return listeners.size;
}

/** The current time, re-rendering on every tick. */
export function useNow(): number {
  return useSyncExternalStore(subscribeNow, getNow, getNow);
}

/**
 * A value derived from the current time, re-rendering only when it changes (compared with
 * Object.is, so return a primitive). Lets a tile follow the clock without a render per second.
 */
export function useNowSelector<T>(select: (now: number) => T): T {
  const snapshot = () => select(getNow());
  return useSyncExternalStore(subscribeNow, snapshot, snapshot);
}
