import { once } from '@/lib/once';
import { afterNextPaint } from '@/lib/when-idle';

/**
 * The first route's content is on screen (a screen, its error note or the not-found page) and has
 * settled: no part of it still loading (`aria-busy="true"`: a form waiting for its engine, a list
 * for its data; at most 3 s), and its largest paint reported. Work that is not part of the first
 * screen (the toast container's chunk) waits for it, so its requests are neither in the first
 * screen's connection queue nor among the requests before its largest paint (docs/performance.md).
 */
const screenShown = once();
const SETTLE_LIMIT_MS = 3_000;
/** How long to wait for a largest-contentful-paint entry after the screen settled: none comes when nothing larger painted. */
const PAINT_REPORT_LIMIT_MS = 500;

/**
 * Runs `done` once the browser has reported a largest contentful paint presented at or after `since`
 * (the frame's presentation lags its animation frames), or after PAINT_REPORT_LIMIT_MS.
 */
function afterLargestPaintSince(since: number, done: () => void): void {
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {
    afterNextPaint(done);
    return;
  }
  let finished = false;
  const finish = () => {
    if (finished) return;
    finished = true;
    observer.disconnect();
    window.clearTimeout(timer);
    done();
  };
  const observer = new PerformanceObserver((list) => {
    if (list.getEntries().some((entry) => entry.startTime >= since)) finish();
  });
  const timer = window.setTimeout(finish, PAINT_REPORT_LIMIT_MS);
  observer.observe({ type: 'largest-contentful-paint', buffered: true });
}

let marked = false;

export const markScreenShown = (): void => {
  if (marked) return;
  marked = true;
  const shownAt = performance.now();
  // A paint presented after the check that found nothing loading shows the settled screen.
  const settle = (): void =>
    afterNextPaint(() => {
      const loading = document.querySelector('[aria-busy="true"]') !== null;
      if (loading && performance.now() - shownAt < SETTLE_LIMIT_MS) settle();
      else afterLargestPaintSince(performance.now(), () => screenShown.fire());
    });
  settle();
};

/** Runs `run` once the first route's content is shown and settled (at once if it is); returns a cancel function. */
export const onScreenShown = (run: () => void): (() => void) => screenShown.on(run);
