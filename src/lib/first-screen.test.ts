import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Entry = { startTime: number };
let reportPaint: ((entries: Entry[]) => void) | undefined;

/** A browser that reports largest contentful paints: `reportPaint` delivers entries to the observer. */
function stubLargestPaintReports() {
  class FakeObserver {
    static supportedEntryTypes = ['largest-contentful-paint'];
    constructor(callback: (list: { getEntries: () => Entry[] }) => void) {
      reportPaint = (entries) => callback({ getEntries: () => entries });
    }
    observe() {}
    disconnect() {
      reportPaint = undefined;
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
}

async function firstScreen() {
  vi.resetModules();
  return import('./first-screen');
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'performance'] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  reportPaint = undefined;
  document.body.innerHTML = '';
});

describe('first screen signal', () => {
  it('runs waiting work once the first route content has been painted, later work at once, cancelled work never', async () => {
    const { markScreenShown, onScreenShown } = await firstScreen();
    const early = vi.fn();
    const cancelled = vi.fn();
    onScreenShown(early);
    const cancel = onScreenShown(cancelled);
    cancel();
    markScreenShown();
    markScreenShown();
    // Committed, not yet painted: the work still waits.
    expect(early).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    expect(early).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(early).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
    const late = vi.fn();
    onScreenShown(late);
    expect(late).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5_000);
    expect(early).toHaveBeenCalledTimes(1);
  });

  it('does not wait forever where no frame runs (a hidden tab)', async () => {
    vi.stubGlobal('requestAnimationFrame', () => 0);
    const { markScreenShown, onScreenShown } = await firstScreen();
    const waiting = vi.fn();
    onScreenShown(waiting);
    markScreenShown();
    vi.advanceTimersByTime(900);
    expect(waiting).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_200);
    expect(waiting).toHaveBeenCalledTimes(1);
  });
});

describe('first screen settling', () => {
  it('waits while a part of the screen is still loading, then runs once it is painted without', async () => {
    const { markScreenShown, onScreenShown } = await firstScreen();
    document.body.innerHTML = '<main><h1>Log in</h1><div role="status" aria-busy="true">Loading</div></main>';
    const waiting = vi.fn();
    onScreenShown(waiting);
    markScreenShown();
    vi.advanceTimersByTime(500);
    expect(waiting).not.toHaveBeenCalled();
    document.querySelector('[aria-busy]')!.remove();
    vi.advanceTimersByTime(100);
    expect(waiting).toHaveBeenCalledTimes(1);
  });

  it('stops waiting 3 s after the screen showed when something never finishes loading', async () => {
    const { markScreenShown, onScreenShown } = await firstScreen();
    document.body.innerHTML = '<main><button aria-busy="true">Save</button></main>';
    const waiting = vi.fn();
    onScreenShown(waiting);
    markScreenShown();
    vi.advanceTimersByTime(2_900);
    expect(waiting).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(waiting).toHaveBeenCalledTimes(1);
  });

  it('waits for the browser to report the largest paint of the settled screen, not an earlier one', async () => {
    stubLargestPaintReports();
    const { markScreenShown, onScreenShown } = await firstScreen();
    document.body.innerHTML = '<main><img alt=""><div aria-busy="true">Loading</div></main>';
    const waiting = vi.fn();
    onScreenShown(waiting);
    markScreenShown();
    vi.advanceTimersByTime(200);
    const settledAt = performance.now();
    document.querySelector('[aria-busy]')!.remove();
    vi.advanceTimersToNextFrame();
    vi.advanceTimersToNextFrame();
    expect(reportPaint).toBeDefined();
    // A paint presented before the check that found the screen settled does not show it settled.
    reportPaint!([{ startTime: settledAt }]);
    expect(waiting).not.toHaveBeenCalled();
    reportPaint!([{ startTime: performance.now() + 16 }]);
    expect(waiting).toHaveBeenCalledTimes(1);
  });

  it('goes on when no larger paint is reported after the screen settled', async () => {
    stubLargestPaintReports();
    const { markScreenShown, onScreenShown } = await firstScreen();
    const waiting = vi.fn();
    onScreenShown(waiting);
    markScreenShown();
    vi.advanceTimersToNextFrame();
    vi.advanceTimersToNextFrame();
    expect(reportPaint).toBeDefined();
    vi.advanceTimersByTime(400);
    expect(waiting).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(waiting).toHaveBeenCalledTimes(1);
    expect(reportPaint).toBeUndefined();
  });
});
