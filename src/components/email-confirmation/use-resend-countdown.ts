import { useCallback, useState, useSyncExternalStore } from 'react';
import { getNow, subscribeNow } from '@/components/countdown';

/**
 * Seconds a member waits before asking again for a confirmation e-mail or an SMS code. The spec
 * leaves the value open ("resend after a countdown in seconds"); the server may answer its own
 * `resend_after`, which wins when it is a positive number.
 */
export const RESEND_COUNTDOWN_SECONDS = 60;

const noop = () => undefined;

/** The countdown to use after a send: the server's `resend_after` when given, else the constant. */
export function resendSeconds(resendAfter: unknown): number {
  return typeof resendAfter === 'number' && Number.isFinite(resendAfter) && resendAfter > 0 ? Math.ceil(resendAfter) : RESEND_COUNTDOWN_SECONDS;
}

/**
 * A resend countdown on the page's shared ticker (`useNow`'s clock): `secondsLeft` falls to 0, then
 * the ticker is released. `start(seconds)` begins a new countdown. Counted from the ticker's time, so
 * the first value shown is exactly `seconds`.
 */
export function useResendCountdown(initialSeconds = 0): { secondsLeft: number; start: (seconds?: number) => void } {
  const [until, setUntil] = useState<number | null>(() => (initialSeconds > 0 ? getNow() + initialSeconds * 1000 : null));
  const subscribe = useCallback(
    (listener: () => void) => {
      if (until === null || getNow() >= until) return noop;
      // Leave the shared ticker as soon as this countdown is over.
      const unsubscribe = subscribeNow(() => {
        listener();
        if (getNow() >= until) unsubscribe();
      });
      return unsubscribe;
    },
    [until],
  );
  const snapshot = () => (until === null ? 0 : Math.max(0, Math.ceil((until - getNow()) / 1000)));
  const secondsLeft = useSyncExternalStore(subscribe, snapshot, snapshot);

  const start = useCallback((seconds: number = RESEND_COUNTDOWN_SECONDS) => setUntil(getNow() + seconds * 1000), []);
  return { secondsLeft, start };
}
