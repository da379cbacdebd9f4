import type { QueryClient } from '@tanstack/react-query';
import { whenIdle } from '@/lib/when-idle';

let shown = false;
const waiting = new Set<() => void>();

/** ScreenRoute calls this once a screen is on the page (its blocks mounted, their queries started). */
export function markScreenShown(): void {
  if (shown) return;
  shown = true;
  waiting.forEach((resume) => resume());
  waiting.clear();
}

/** A boot that shows no screen (offline page, a failed screen) goes on after this long anyway. */
const NO_SCREEN_AFTER_MS = 10_000;

const screenShown = () =>
  shown
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        waiting.add(resolve);
        setTimeout(resolve, NO_SCREEN_AFTER_MS);
      });

const queriesSettled = (queryClient: QueryClient) =>
  new Promise<void>((resolve) => {
    const check = () => {
      if (queryClient.isFetching() > 0) return;
      unsubscribe();
      resolve();
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(check);
    // A macrotask later: the shown screen's own queries have started by then.
    setTimeout(check, 0);
  });

/**
 * Runs `task` after the first screen: once a screen is on the page, its data is in (no query
 * fetching) and the browser is idle. For work that must not compete with the first screen's content
 * or add requests before it (the service worker, the manifest: docs/performance.md).
 */
export function afterFirstScreen(queryClient: QueryClient, task: () => void): void {
  void screenShown()
    .then(() => queriesSettled(queryClient))
    .then(() => whenIdle(task));
}
