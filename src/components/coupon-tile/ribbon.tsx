import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css, type DefaultTheme } from 'styled-components';
import type { ItemRendererProps } from '@/engine/blocks';
import { legibleTextOn } from '@/engine/theme';
import { useCouponMember } from './use-coupon-member';
import { Countdown } from '@/components/countdown';
import { countdownTarget, ribbonContent, ribbonTone, type Coupon, type RibbonTone } from '@/lib/rules/coupon';
import { useCouponClock } from './use-coupon-clock';

function toneColor(theme: DefaultTheme, tone: RibbonTone): string {
  if (tone === 'archived') return theme.colors.archived;
  if (tone === 'ribbon') return theme.coupon.ribbon;
  return theme.colors.error;
}

const Band = styled.div<{ $tone: RibbonTone; $inline: boolean }>`
  ${({ $inline }) =>
    $inline
      ? /* In the tile's title row: the title wraps beside it, never under it. */ css`
          flex: 0 1 auto;
          align-self: flex-start;
          min-width: 0;
          max-width: 60%;
          margin: -4px -16px 0 0;
        `
      : css`
          position: absolute;
          top: 8px;
          right: 0;
          max-width: 60%;
        `}
  padding: 2px 10px;
  border-radius: ${({ theme }) => `${theme.radii.sm}px 0 0 ${theme.radii.sm}px`};
  background: ${({ theme, $tone }) => toneColor(theme, $tone)};
  color: ${({ theme, $tone }) => legibleTextOn(toneColor(theme, $tone))};
  font-size: 12px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1.5;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

export interface RibbonProps {
  coupon: Coupon;
  /** The shared ticker's time (epoch ms) the caller rendered with. */
  now: number;
  /** In the flow of a row (the tile's title row) instead of over the top-right corner. */
  inline?: boolean;
}

/**
 * Spec 4: the ribbon is grey before the start or without an end, the configured colour while more
 * than 2 days remain, red after; it shows the countdown at 100 s or fewer, else the label if any.
 */
export const Ribbon = memo(function Ribbon({ coupon, now, inline = false }: RibbonProps) {
  const { t } = useTranslation();
  const content = ribbonContent(coupon, now);
  const target = countdownTarget(coupon, now);
  if (content === null) return null;
  return (
    <Band $tone={ribbonTone(coupon, now)} $inline={inline} data-testid="coupon-ribbon">
      {content === 'expired' ? (
        t('coupon.expired')
      ) : content === 'countdown' && target !== null ? (
        <Countdown target={target} />
      ) : (
        coupon.ribbon
      )}
    </Band>
  );
});

function RibbonPart({ coupon }: { coupon: Coupon }) {
  const user = useCouponMember();
  return <Ribbon coupon={coupon} now={useCouponClock(coupon, user)} />;
}

/** `coupon-ribbon`: the ribbon (status, countdown) on its own, a part of the coupon page (screen `coupon`). */
export function CouponRibbon({ item }: ItemRendererProps<Coupon>) {
  return item ? <RibbonPart coupon={item} /> : null;
}
