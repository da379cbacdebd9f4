/**
 * The first route's content is on screen (a screen, its error note or the not-found page). Work that
 * is not part of the first screen (the toast container's chunk) waits for it, so its requests are
 * not in the first screen's connection queue.
 */
let shown = false;
const waiting = new Set<() => void>();

export function markScreenShown(): void {
  if (shown) return;
  shown = true;
  for (const run of waiting) run();
  waiting.clear();
}

/** Runs `run` once the first route's content is shown (at once if it already is); returns a cancel function. */
export function onScreenShown(run: () => void): () => void {
  if (shown) {
    run();
    return () => {};
  }
  waiting.add(run);
  return () => waiting.delete(run);
}
