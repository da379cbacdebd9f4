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
 * The shared ticker's time for a coupon view, re-rendering only when the view would change. Reports
 * the coupon's start and its end through `onTimerEnd` (once each, only when seen happening): at
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
    if ((started && !was.current.started) || (expired && !was.current.expired)) report();
    was.current = { started, expired };
  }, [started, expired]);
  return now;
}
