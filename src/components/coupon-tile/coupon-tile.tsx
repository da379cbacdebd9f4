import { memo, useId } from 'react';
import { Link as RouterLink } from 'react-router';
import styled from 'styled-components';
import { useHeadingLevel, type ItemRendererProps } from '@/engine/blocks';
import { focusVisible, tileTitle } from '@/engine/theme';
import { useCouponMember } from './use-coupon-member';
import type { Coupon } from '@/lib/rules/coupon';
import { CouponButton, couponPath } from './coupon-action';
import { Ribbon } from './ribbon';
import { useCouponClock } from './use-coupon-clock';
import { Validity } from './validity';

const Article = styled.article`
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

function Tile({ coupon, headingLevel }: { coupon: Coupon; headingLevel: 2 | 3 | 4 }) {
  const user = useCouponMember();
  const now = useCouponClock(coupon, user);
  const titleId = useId();
  return (
    <Article aria-labelledby={titleId} data-testid="coupon-tile">
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
          <CouponButton coupon={coupon} user={user} now={now} />
        </Footer>
      </Content>
    </Article>
  );
}

/** The coupon name's heading level: the block's `headingLevel` prop (2 to 4), else the context's, at most 4. */
function tileHeadingLevel(configured: unknown, contextLevel: number): 2 | 3 | 4 {
  const level = configured === 2 || configured === 3 || configured === 4 ? configured : contextLevel;
  return level === 2 || level === 3 ? level : 4;
}

function CouponTileItem({ item, props }: ItemRendererProps<Coupon>) {
  const contextLevel = useHeadingLevel();
  return item ? <Tile coupon={item} headingLevel={tileHeadingLevel(props.headingLevel, contextLevel)} /> : null;
}

const sameProps = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  Object.keys(a).length === Object.keys(b).length && Object.keys(a).every((key) => a[key] === b[key]);

/**
 * `coupon-tile`: the bespoke coupon tile of coupon lists (150px high, logo 30%, content 70%). A list
 * re-renders on every appended page: tiles whose coupon and props did not change stay put.
 */
export const CouponTile = memo(CouponTileItem, (a, b) => a.item === b.item && sameProps(a.props, b.props));
