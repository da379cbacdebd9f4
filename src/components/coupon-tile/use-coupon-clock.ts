import { useEffect, useEffectEvent, useRef } from 'react';
import { getNow, useNowSelector } from '@/components/countdown';
import { couponButtonState, isExpired, isNotStarted, ribbonTone, validityText, type Coupon, type User } from '@/lib/rules/coupon';
import { ribbonContent } from './ribbon';

type Member = Pick<User, 'is_verified' | 'wallets'> | null | undefined;

/**
 * Everything time changes in a coupon view, as one string: the view re-renders when this changes
 * (started, button state, ribbon colour or content, validity day), not on every tick. The
 * countdown in the ribbon re-renders itself.
 */
export function couponTimeKey(coupon: Coupon, user: Member, now: number): string {
  return [
    isNotStarted(coupon, now),
    couponButtonState(coupon, user, now),
    ribbonTone(coupon, now),
    ribbonContent(coupon, now),
    validityText(coupon, now)?.kind,
  ].join('|');
}

/**
 * Coupons reported as already ended when their view mounted, for the page's life: a list cached
 * before a coupon's end is refreshed once when shown again, and a backend that still lists an ended
 * coupon cannot make each mount refresh again.
 */
const endedOnMount = new Set<string>();

/**
 * The shared ticker's time for a coupon view, re-rendering only when the view would change. Reports
 * the coupon's start and its end through `onTimerEnd` (once each when seen happening, and once per
 * coupon when a view mounts already ended: its timer ran out while the list was not shown): at
 * either moment the ribbon's countdown is replaced (by the end countdown, or by "Expired") before
 * it could report zero itself.
 */
export function useCouponClock(coupon: Coupon, user: Member, onTimerEnd?: (coupon: Coupon) => void): number {
  useNowSelector((now) => couponTimeKey(coupon, user, now));
  const now = getNow();
  const started = !isNotStarted(coupon, now);
  const expired = isExpired(coupon, now);
  const was = useRef({ started, expired });
  const report = useEffectEvent(() => onTimerEnd?.(coupon));
  useEffect(() => {
    if (expired && !endedOnMount.has(coupon.id)) {
      endedOnMount.add(coupon.id);
      report();
    }
    // Mount only: later ends are seen by the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if ((started && !was.current.started) || (expired && !was.current.expired)) report();
    was.current = { started, expired };
  }, [started, expired]);
  return now;
}
