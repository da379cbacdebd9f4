import { useQueryClient } from '@tanstack/react-query';
import { memo, useCallback, type ComponentType } from 'react';
import { CouponAction, CouponCode, CouponDeactivate, CouponTile, Ribbon, useCouponClock, Validity } from '@/components/coupon-tile';
import { useHeadingLevel, type ItemRendererProps } from '@/engine/blocks';
import { useActivateCoupon } from '@/lib/api/operations/activate-coupon';
import { useDeactivateCoupon } from '@/lib/api/operations/deactivate-coupon';
import { useUser } from '@/lib/api/operations/get-user';
import type { Coupon } from '@/lib/api/operations/list-coupons';
import { invalidateCouponData } from '@/lib/api/invalidation';
import type { QueryClient } from '@tanstack/react-query';

// The parts of a coupon page each watch the clock; the refresh at a timer's end runs once per coupon.
const refreshing = new Set<string>();
function refreshOnce(queryClient: QueryClient, coupon: Coupon) {
  if (refreshing.has(coupon.id)) return;
  refreshing.add(coupon.id);
  void invalidateCouponData(queryClient).finally(() => refreshing.delete(coupon.id));
}

/** Shared wiring of the coupon components: the member, activation and the refresh at timer end. */
function useCouponWiring() {
  const queryClient = useQueryClient();
  const { data: user } = useUser();
  // mutateAsync is stable across renders (the mutation result object is not): keeps the tile memoised.
  const { mutateAsync: activate } = useActivateCoupon();
  const onActivate = useCallback(async (coupon: Coupon) => void (await activate(coupon.id)), [activate]);
  const onTimerEnd = useCallback((coupon: Coupon) => refreshOnce(queryClient, coupon), [queryClient]);
  return { user, onActivate, onTimerEnd };
}

function CouponTileItemImpl({ item, props }: ItemRendererProps<Coupon>) {
  const wiring = useCouponWiring();
  const contextLevel = useHeadingLevel();
  if (!item) return null;
  const configured = props.headingLevel;
  const level = configured === 2 || configured === 3 || configured === 4 ? configured : contextLevel;
  const headingLevel = level === 2 || level === 3 ? level : 4;
  return <CouponTile coupon={item} headingLevel={headingLevel} {...wiring} />;
}

const sameProps = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  Object.keys(a).length === Object.keys(b).length && Object.keys(a).every((key) => a[key] === b[key]);

/** A list re-renders on every appended page: tiles whose coupon and props did not change stay put. */
export const CouponTileItem = memo(CouponTileItemImpl, (a, b) => a.item === b.item && sameProps(a.props, b.props));

// Parts of the coupon page (screen `coupon`, composed in config): each is a piece of the coupon tile
// that needs the clock, the member or a mutation, rendered by a `component` block inside the detail.
type Part = ComponentType<{ coupon: Coupon }>;
const part = (Render: Part) =>
  function CouponPart({ item }: ItemRendererProps<Coupon>) {
    return item ? <Render coupon={item} /> : null;
  };

export const CouponRibbonItem = part(function RibbonPart({ coupon }) {
  const { user, onTimerEnd } = useCouponWiring();
  return <Ribbon coupon={coupon} now={useCouponClock(coupon, user, onTimerEnd)} />;
});

export const CouponValidityItem = part(function ValidityPart({ coupon }) {
  const { user, onTimerEnd } = useCouponWiring();
  return <Validity coupon={coupon} now={useCouponClock(coupon, user, onTimerEnd)} />;
});

export const CouponActionItem = part(function ActionPart({ coupon }) {
  const { user, onActivate, onTimerEnd } = useCouponWiring();
  return <CouponAction coupon={coupon} user={user} now={useCouponClock(coupon, user, onTimerEnd)} onActivate={onActivate} />;
});

export const CouponDeactivateItem = part(function DeactivatePart({ coupon }) {
  const { mutateAsync: deactivate } = useDeactivateCoupon();
  const onDeactivate = useCallback(async (c: Coupon) => void (await deactivate(c.id)), [deactivate]);
  return <CouponDeactivate coupon={coupon} onDeactivate={onDeactivate} />;
});

export const CouponCodeItem = part(function CodePart({ coupon }) {
  const { data: user } = useUser();
  return <CouponCode coupon={coupon} isStaff={Boolean(user?.is_staff)} />;
});
