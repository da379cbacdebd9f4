import { useQueryClient } from '@tanstack/react-query';
import { memo, useCallback } from 'react';
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
  // mutateAsync is stable across renders (the mutation result object is not): keeps the tile memoised.
  const { mutateAsync: activate } = useActivateCoupon();
  const onActivate = useCallback(async (coupon: Coupon) => void (await activate(coupon.id)), [activate]);
  const onTimerEnd = useCallback(() => void invalidateCouponData(queryClient), [queryClient]);
  return { user, onActivate, onTimerEnd };
}

function CouponTileItemImpl({ item, props }: ItemRendererProps) {
  const wiring = useCouponWiring();
  const contextLevel = useHeadingLevel();
  if (!item) return null;
  const configured = props.headingLevel;
  const level = configured === 2 || configured === 3 || configured === 4 ? configured : contextLevel;
  const headingLevel = level === 2 || level === 3 ? level : 4;
  return <CouponTile coupon={item as Coupon} headingLevel={headingLevel} {...wiring} />;
}

const sameProps = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  Object.keys(a).length === Object.keys(b).length && Object.keys(a).every((key) => a[key] === b[key]);

/** A list re-renders on every appended page: tiles whose coupon and props did not change stay put. */
export const CouponTileItem = memo(CouponTileItemImpl, (a, b) => a.item === b.item && sameProps(a.props, b.props));

export function CouponDetailItem({ item }: ItemRendererProps) {
  const wiring = useCouponWiring();
  const { mutateAsync: deactivate } = useDeactivateCoupon();
  const onDeactivate = useCallback(async (coupon: Coupon) => void (await deactivate(coupon.id)), [deactivate]);
  if (!item) return null;
  return <CouponDetail coupon={item as Coupon} onDeactivate={onDeactivate} {...wiring} />;
}
