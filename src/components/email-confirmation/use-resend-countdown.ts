import { useCallback, useState, useSyncExternalStore } from 'react';
import { getNow, subscribeNow } from '@/components/countdown';
import { useSection } from '@/engine/config';

/**
 * Seconds a member waits before asking again for a confirmation e-mail or an SMS code. The spec
 * leaves the value open ("resend after a countdown in seconds"): it is the channel's
 * SETTINGS.verification_resend_seconds (`useResendFallback`, schema default 60); the server may answer
 * its own `resend_after`, which wins when it is a positive number.
 */
export function useResendFallback(): number {
  return useSection('SETTINGS').verification_resend_seconds;
}

const noop = () => undefined;

/** The countdown to use after a send: the server's `resend_after` when given, else the channel's setting. */
export function resendSeconds(resendAfter: unknown, fallback: number): number {
  return typeof resendAfter === 'number' && Number.isFinite(resendAfter) && resendAfter > 0 ? Math.ceil(resendAfter) : fallback;
}

/**
 * A resend countdown on the page's shared ticker (`useNow`'s clock): `secondsLeft` falls to 0, then
 * the ticker is released. `start(seconds)` begins a new countdown. Counted from the ticker's time, so
 * the first value shown is exactly `seconds`.
 */
export function useResendCountdown(initialSeconds = 0): { secondsLeft: number; start: (seconds: number) => void } {
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

  const start = useCallback((seconds: number) => setUntil(seconds > 0 ? getNow() + seconds * 1000 : null), []);
  return { secondsLeft, start };
}
