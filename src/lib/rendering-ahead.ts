import { useSyncExternalStore } from 'react';

const subscribeNothing = () => () => undefined;

/**
 * True while React renders on the server or hydrates the server's HTML (React reads the server
 * snapshot then), false in the browser's own renders: a hydrated component renders once more after,
 * with false.
 */
export const useRenderingAhead = (): boolean =>
  useSyncExternalStore(
    subscribeNothing,
    () => false,
    () => true,
  );
