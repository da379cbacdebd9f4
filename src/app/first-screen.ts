import { once } from '@/lib/once';

/**
 * The first route's content is on screen (a screen, its error note or the not-found page). Work that
 * is not part of the first screen (the toast container's chunk) waits for it, so its requests are
 * not in the first screen's connection queue.
 */
const screenShown = once();

export const markScreenShown = (): void => screenShown.fire();

/** Runs `run` once the first route's content is shown (at once if it already is); returns a cancel function. */
export const onScreenShown = (run: () => void): (() => void) => screenShown.on(run);
