/**
 * Runs `task` once the page has loaded and the browser is idle: work that must not compete with the
 * first screen (analytics, service worker). Returns a cancel function.
 */
export function whenIdle(task: () => void, timeoutMs = 5_000): () => void {
  let cancelled = false;
  let cancelIdle = () => {};
  const schedule = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => task(), { timeout: timeoutMs });
      cancelIdle = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(task, 1);
      cancelIdle = () => window.clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    cancelIdle();
  };
}

/**
 * Lets the browser run input and paint before the next step of a long piece of work (the boot), so
 * it is several short tasks instead of one long one. `scheduler.yield` where the browser has it.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs `starts` a few per task with a yield between (the boot's requests and chunk preloads: each
 * costs the main thread a few ms on a phone, so a dozen in one task is a long task).
 */
export async function inShortTasks(starts: ReadonlyArray<() => unknown>, perTask = 2): Promise<void> {
  for (let i = 0; i < starts.length; i += 1) {
    if (i > 0 && i % perTask === 0) await yieldToMain();
    starts[i]!();
  }
}

/**
 * Runs `task` once the frame now being prepared has been produced: at the second animation frame, or
 * after `fallbackMs` where frames do not run (a hidden tab). The browser may present it a little later
 * still: `first-screen.ts` waits for the paint report where it must know.
 */
export function afterNextPaint(task: () => void, fallbackMs = 1_000): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    task();
  };
  const timer = window.setTimeout(run, fallbackMs);
  window.requestAnimationFrame(() =>
    window.requestAnimationFrame(() => {
      window.clearTimeout(timer);
      run();
    }),
  );
}
