import { useEffect } from 'react';
import { useNowSelector } from '@/components/countdown';
import { endsToday, type Coupon } from '@/lib/rules/coupon';

type BadgeNavigator = Navigator & { setAppBadge?: (count?: number) => Promise<void>; clearAppBadge?: () => Promise<void> };

/**
 * The installed app's badge (Badging API, where the browser has it): how many activated coupons end
 * today on the device's clock; cleared at zero. Re-counted at each minute of the shared ticker.
 */
export function useEndingTodayBadge(activated: readonly Coupon[] | null): void {
  const count = useNowSelector((now) => (activated ? activated.filter((coupon) => endsToday(coupon, now)).length : -1));
  useEffect(() => {
    if (count < 0 || typeof navigator === 'undefined') return;
    const badge = navigator as BadgeNavigator;
    const done = count > 0 ? badge.setAppBadge?.(count) : badge.clearAppBadge?.();
    void done?.catch(() => undefined);
  }, [count]);
}
