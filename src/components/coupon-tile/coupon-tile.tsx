import { memo, useEffect, useEffectEvent, useId, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import styled from 'styled-components';
import { focusVisible } from '@/engine/theme';
import { getNow, useNowSelector } from '@/components/countdown';
import { couponButtonState, isNotStarted, ribbonTone, validityText, type Coupon, type User } from '@/lib/rules/coupon';
import { CouponAction, couponPath } from './coupon-action';
import { Ribbon, ribbonContent } from './ribbon';
import { Validity } from './validity';

export interface CouponTileProps {
  coupon: Coupon;
  /** The signed-in member; null/undefined is treated as not verified. */
  user: Pick<User, 'is_verified' | 'wallets'> | null | undefined;
  /** Activates the coupon (resolve on success, reject on failure). Keep it stable (useCallback). */
  onActivate: (coupon: Coupon) => Promise<void>;
  /**
   * Called once when a shown ribbon countdown reaches zero, or when the coupon starts while shown
   * (refresh the list). Keep it stable.
   */
  onTimerEnd?: (coupon: Coupon) => void;
  /** Heading level of the coupon name (default 3). */
  headingLevel?: 2 | 3 | 4;
}

const Tile = styled.article`
  position: relative;
  box-sizing: border-box;
  display: flex;
  height: ${({ theme }) => theme.sizes.couponTile}px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.coupon.tile};
  color: ${({ theme }) => theme.coupon.tileText};
  box-shadow: 0 1px 4px rgba(0, 0, 0, 0.12);
  /* A long list skips layout and paint of off-screen tiles; each tile is its own layout root. */
  contain: layout paint style;
  content-visibility: auto;
  contain-intrinsic-size: auto ${({ theme }) => theme.sizes.couponTile}px;
`;

const ImageSide = styled.div`
  flex: 0 0 30%;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 12px;
  background: ${({ theme }) => theme.colors.surface};
  img {
    display: block;
    max-width: 100%;
    max-height: 100%;
    object-fit: contain;
  }
`;

const Content = styled.div`
  flex: 1 1 70%;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 4px;
  padding: 12px 16px;
`;

const Title = styled.h3`
  margin: 0;
  padding-right: 72px;
  font-size: 16px;
  line-height: 1.3;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  line-clamp: 2;
  overflow: hidden;
  overflow-wrap: anywhere;
`;

const TitleLink = styled(RouterLink)`
  color: inherit;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
  ${focusVisible}
`;

const Footer = styled.div`
  margin-top: auto;
  display: flex;
  justify-content: flex-end;
`;

/**
 * Everything time changes in a tile, as one string: the tile re-renders when this changes (state,
 * ribbon colour or content, validity day), not on every tick. The countdown re-renders itself.
 */
function timeKey(coupon: Coupon, user: CouponTileProps['user'], now: number): string {
  return [
    isNotStarted(coupon, now),
    couponButtonState(coupon, user, now),
    ribbonTone(coupon, now),
    ribbonContent(coupon, now),
    validityText(coupon, now)?.kind,
  ].join('|');
}

/**
 * At the start the countdown target jumps from valid_from to the end, so the start countdown is
 * replaced before it can report zero: report the start here instead.
 */
function useStartEvent(coupon: Coupon, started: boolean, onTimerEnd: CouponTileProps['onTimerEnd']): void {
  const wasStarted = useRef(started);
  const report = useEffectEvent(() => onTimerEnd?.(coupon));
  useEffect(() => {
    if (started && !wasStarted.current) report();
    wasStarted.current = started;
  }, [started]);
}

function CouponTileImpl({ coupon, user, onActivate, onTimerEnd, headingLevel = 3 }: CouponTileProps) {
  useNowSelector((now) => timeKey(coupon, user, now));
  const now = getNow();
  const titleId = useId();
  useStartEvent(coupon, !isNotStarted(coupon, now), onTimerEnd);
  return (
    <Tile aria-labelledby={titleId} data-testid="coupon-tile">
      <ImageSide>{coupon.img_logo ? <img src={coupon.img_logo} alt="" loading="lazy" decoding="async" /> : null}</ImageSide>
      <Content>
        <Title as={`h${headingLevel}`} id={titleId}>
          <TitleLink to={couponPath(coupon)}>{coupon.name}</TitleLink>
        </Title>
        <Validity coupon={coupon} now={now} />
        <Footer>
          <CouponAction coupon={coupon} user={user} now={now} onActivate={onActivate} />
        </Footer>
      </Content>
      <Ribbon coupon={coupon} now={now} onTimerEnd={onTimerEnd} />
    </Tile>
  );
}

/** The bespoke coupon tile (150px high, logo 30%, content 70%); memoised for long lists. */
export const CouponTile = memo(CouponTileImpl);
