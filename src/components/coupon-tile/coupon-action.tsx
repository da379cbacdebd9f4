import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import styled, { css, type DefaultTheme } from 'styled-components';
import type { ItemRendererProps } from '@/engine/blocks';
import { focusVisible, VisuallyHidden } from '@/engine/theme';
import { useCouponMember } from './use-coupon-member';
import { pointsFromHundredths, useFormat } from '@/lib/format';
import { couponButtonState, couponStart, notAllowedReason, type Coupon, type CouponButtonState, type CouponMember } from '@/lib/rules/coupon';
import { Popover, VerifyDialog } from '@/components/dialogs';
import { ActivationDialog } from './activation-dialog';
import { useCouponClock } from './use-coupon-clock';

type Palette = 'use' | 'active' | 'inactive';

function palette(theme: DefaultTheme, p: Palette): { bg: string; fg: string } {
  if (p === 'use') return { bg: theme.coupon.buttonUse, fg: theme.coupon.buttonUseText };
  if (p === 'active') return { bg: theme.coupon.buttonActive, fg: theme.coupon.buttonActiveText };
  return { bg: theme.coupon.buttonInactive, fg: theme.coupon.buttonInactiveText };
}

const actionStyles = css<{ $palette: Palette }>`
  box-sizing: border-box;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  min-width: 96px;
  min-height: 40px;
  padding: 8px 16px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  background: ${({ theme, $palette }) => palette(theme, $palette).bg};
  color: ${({ theme, $palette }) => palette(theme, $palette).fg};
  font-family: inherit;
  font-size: 14px;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1.2;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  ${focusVisible}
`;

const ActionButton = styled.button<{ $palette: Palette }>`
  ${actionStyles}
`;
const ActionLink = styled(RouterLink)<{ $palette: Palette }>`
  ${actionStyles}
`;

function LockIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="14" height="14" viewBox="0 0 24 24" fill="currentColor">
      <path d="M12 1a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V11a2 2 0 0 0-2-2h-1V6a5 5 0 0 0-5-5Zm-3 8V6a3 3 0 1 1 6 0v3H9Z" />
    </svg>
  );
}

export interface CouponButtonProps {
  coupon: Coupon;
  /** The signed-in member (null or undefined counts as not verified). */
  user: CouponMember | null | undefined;
  /** The shared ticker's time (epoch ms) the caller rendered with. */
  now: number;
}

/** Where an activated coupon's button leads. */
export function couponPath(coupon: Pick<Coupon, 'id'>): string {
  return `/coupon/${encodeURIComponent(coupon.id)}`;
}

/**
 * The coupon's button in its four states (spec 4), none once the coupon has ended: locked -> verification dialog; active -> the
 * coupon's page; use -> activation confirmation; not-allowed -> a popover with the reason (not enough
 * points, or when it can be activated from), also on hover.
 */
export function CouponButton({ coupon, user, now }: CouponButtonProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const state: CouponButtonState = couponButtonState(coupon, user, now);
  const [open, setOpen] = useState<'verify' | 'activate' | 'popover' | 'hover' | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const popoverId = useId();
  const lockedId = useId();
  const close = () => setOpen(null);

  // Ended: nothing to do with it (the ribbon says "Expired").
  if (state === 'ended') return null;

  if (state === 'active') {
    return (
      <ActionLink to={couponPath(coupon)} $palette="active">
        {t('coupon.active')}
      </ActionLink>
    );
  }

  const label = coupon.points > 0 ? t('coupon.cost', { points: format.points(coupon.points), count: pointsFromHundredths(coupon.points) }) : t('coupon.use');

  if (state === 'locked') {
    return (
      <>
        <ActionButton type="button" ref={trigger} $palette="inactive" aria-haspopup="dialog" aria-describedby={lockedId} onClick={() => setOpen('verify')}>
          <LockIcon />
          {label}
        </ActionButton>
        <VisuallyHidden id={lockedId}>{t('coupon.locked')}</VisuallyHidden>
        {open === 'verify' && <VerifyDialog onClose={close} />}
      </>
    );
  }

  if (state === 'use') {
    return (
      <>
        <ActionButton type="button" ref={trigger} $palette="use" aria-haspopup="dialog" onClick={() => setOpen('activate')}>
          {label}
        </ActionButton>
        {open === 'activate' && <ActivationDialog coupon={coupon} onClose={close} />}
      </>
    );
  }

  const popoverOpen = open === 'popover' || open === 'hover';
  const reason = notAllowedReason(coupon, user, now);
  const start = couponStart(coupon);
  const hoverable = coupon.points > 0 || reason === 'not-started';
  return (
    <>
      <ActionButton
        type="button"
        ref={trigger}
        $palette="inactive"
        aria-expanded={popoverOpen}
        aria-controls={popoverOpen ? popoverId : undefined}
        aria-describedby={popoverOpen ? popoverId : undefined}
        onClick={() => setOpen(open === 'popover' ? null : 'popover')}
        onMouseEnter={hoverable ? () => setOpen((current) => current ?? 'hover') : undefined}
        onMouseLeave={hoverable ? () => setOpen((current) => (current === 'hover' ? null : current)) : undefined}
      >
        {label}
      </ActionButton>
      {popoverOpen && (
        <Popover anchor={trigger} id={popoverId} onClose={close}>
          {reason === 'not-started' && start !== null
            ? t('coupon.notStarted', { date: format.date(start), time: format.time(start) })
            : t('coupon.notEnoughPoints')}
        </Popover>
      )}
    </>
  );
}

function ActionPart({ coupon }: { coupon: Coupon }) {
  const user = useCouponMember();
  return <CouponButton coupon={coupon} user={user} now={useCouponClock(coupon, user)} />;
}

/** `coupon-action`: the coupon's button on its own, a part of the coupon page (screen `coupon`). */
export function CouponAction({ item }: ItemRendererProps<Coupon>) {
  return item ? <ActionPart coupon={item} /> : null;
}
