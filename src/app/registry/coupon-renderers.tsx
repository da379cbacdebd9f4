import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { CouponDetail } from '@/components/coupon-detail';
import { CouponTile } from '@/components/coupon-tile';
import { useHeadingLevel, type ItemRendererProps } from '@/engine/blocks';
import { useActivateCoupon } from '@/lib/api/operations/activate-coupon';
import { useDeactivateCoupon } from '@/lib/api/operations/deactivate-coupon';
import { useUser } from '@/lib/api/operations/get-user';
import type { Coupon } from '@/lib/api/operations/list-coupons';
import { invalidateCouponData } from '@/lib/api/invalidation';

/** Shared wiring of the coupon components: the member, activation and the refresh at timer end. */
function useCouponWiring() {
  const queryClient = useQueryClient();
  const { data: user } = useUser();
  const activate = useActivateCoupon();
  const onActivate = useCallback(async (coupon: Coupon) => void (await activate.mutateAsync(coupon.id)), [activate]);
  const onTimerEnd = useCallback(() => void invalidateCouponData(queryClient), [queryClient]);
  return { user, onActivate, onTimerEnd };
}

export function CouponTileItem({ item, props }: ItemRendererProps) {
  const wiring = useCouponWiring();
  const contextLevel = useHeadingLevel();
  if (!item) return null;
  const configured = props.headingLevel;
  const level = configured === 2 || configured === 3 || configured === 4 ? configured : contextLevel;
  const headingLevel = level === 2 || level === 3 ? level : 4;
  return <CouponTile coupon={item as Coupon} headingLevel={headingLevel} {...wiring} />;
}

export function CouponDetailItem({ item }: ItemRendererProps) {
  const wiring = useCouponWiring();
  const deactivate = useDeactivateCoupon();
  const onDeactivate = useCallback(async (coupon: Coupon) => void (await deactivate.mutateAsync(coupon.id)), [deactivate]);
  if (!item) return null;
  return <CouponDetail coupon={item as Coupon} onDeactivate={onDeactivate} {...wiring} />;
}
