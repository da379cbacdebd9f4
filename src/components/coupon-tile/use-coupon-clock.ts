import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef } from 'react';
import { invalidateCouponData } from '@/lib/api/invalidation';
import { getNow, useNowSelector } from '@/components/countdown';
import { couponButtonState, isExpired, isNotStarted, ribbonContent, ribbonTone, validityText, type Coupon, type CouponMember } from '@/lib/rules/coupon';

type Member = CouponMember | null | undefined;

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
 * The parts of a coupon page each watch the clock: the refresh at a timer's end runs once per coupon
 * (a second part reporting the same end while the first refresh runs adds nothing).
 */
const refreshing = new Set<string>();
function refreshOnce(queryClient: QueryClient, coupon: Coupon) {
  if (refreshing.has(coupon.id)) return;
  refreshing.add(coupon.id);
  void invalidateCouponData(queryClient).finally(() => refreshing.delete(coupon.id));
}

/**
 * The shared ticker's time for a coupon view, re-rendering only when the view would change. At the
 * coupon's start and at its end (once each when seen happening, and once per coupon when a view
 * mounts already ended: its timer ran out while the list was not shown) it refreshes the coupon
 * data (list, coupon, member): at either moment the ribbon's countdown is replaced (by the end
 * countdown, or by "Expired") before it could report zero itself.
 */
export function useCouponClock(coupon: Coupon, user: Member): number {
  const queryClient = useQueryClient();
  useNowSelector((now) => couponTimeKey(coupon, user, now));
  const now = getNow();
  const started = !isNotStarted(coupon, now);
  const expired = isExpired(coupon, now);
  const was = useRef({ started, expired });
  const report = useEffectEvent(() => refreshOnce(queryClient, coupon));
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
