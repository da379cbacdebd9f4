import { memo, useId } from 'react';
import { Link as RouterLink } from 'react-router';
import styled from 'styled-components';
import { focusVisible, tileTitle } from '@/engine/theme';
import type { Coupon, User } from '@/lib/rules/coupon';
import { CouponAction, couponPath } from './coupon-action';
import { Ribbon } from './ribbon';
import { useCouponClock } from './use-coupon-clock';
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

const Head = styled.div`
  display: flex;
  gap: 8px;
`;

const Title = styled.h3`
  flex: 1 1 0;
  min-width: 0;
  ${tileTitle}
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

function CouponTileImpl({ coupon, user, onActivate, onTimerEnd, headingLevel = 3 }: CouponTileProps) {
  const now = useCouponClock(coupon, user, onTimerEnd);
  const titleId = useId();
  return (
    <Tile aria-labelledby={titleId} data-testid="coupon-tile">
      <ImageSide>{coupon.img_logo ? <img src={coupon.img_logo} alt="" loading="lazy" decoding="async" /> : null}</ImageSide>
      <Content>
        <Head>
          <Title as={`h${headingLevel}`} id={titleId}>
            <TitleLink to={couponPath(coupon)}>{coupon.name}</TitleLink>
          </Title>
          <Ribbon coupon={coupon} now={now} inline />
        </Head>
        <Validity coupon={coupon} now={now} />
        <Footer>
          <CouponAction coupon={coupon} user={user} now={now} onActivate={onActivate} />
        </Footer>
      </Content>
    </Tile>
  );
}

/** The bespoke coupon tile (150px high, logo 30%, content 70%); memoised for long lists. */
export const CouponTile = memo(CouponTileImpl);
