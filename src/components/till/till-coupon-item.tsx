import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Heading, Text } from '@/engine/theme';
import { useFormat } from '@/lib/format';
import { couponEnd, endsSoon, isExpired, type Coupon } from '@/lib/rules/coupon';
import { Countdown } from '@/components/countdown';
import { Ribbon } from '@/components/coupon-tile';
import { Barcode } from '@/components/loyalty-card';

const Item = styled.article<{ $expired: boolean }>`
  border: 1px solid ${({ theme, $expired }) => ($expired ? theme.colors.archived : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md}px;
  padding: 12px 16px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;

const Top = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: 8px;
`;

const Code = styled.output`
  display: block;
  margin-top: 4px;
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: 22px;
  letter-spacing: 0.1em;
  overflow-wrap: anywhere;
`;

const Scan = styled.div`
  margin-top: 8px;
  padding: 8px;
  background: #fff;
  svg {
    display: block;
    width: 100%;
    height: 96px;
  }
`;

/** When it ends: "Expired" once ended (never usable), a countdown within 48 hours, else the end date. */
function When({ coupon, now }: { coupon: Coupon; now: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const end = couponEnd(coupon);
  if (isExpired(coupon, now)) {
    return (
      <Text fontWeight="bold" color="error" data-testid="till-coupon-expired">
        {t('coupon.expired')}
      </Text>
    );
  }
  if (end !== null && endsSoon(coupon, now)) {
    return (
      <Text fontWeight="bold" color="error" data-testid="till-coupon-ends">
        {t('till.endsIn')} <Countdown target={end} />
      </Text>
    );
  }
  return end === null ? null : <Text data-testid="till-coupon-ends">{t('till.validUntil', { date: format.validity(end) })}</Text>;
}

/**
 * One activated coupon at the till: name, ribbon (spec rules), when it ends and, while it runs, its
 * code as text and as a barcode. `now` is the shared ticker's time (the device clock).
 */
export function TillCouponItem({ coupon, now }: { coupon: Coupon; now: number }) {
  const { t } = useTranslation();
  const nameId = useId();
  const codeLabelId = useId();
  const expired = isExpired(coupon, now);
  return (
    <Item aria-labelledby={nameId} $expired={expired} data-testid="till-coupon">
      <Top>
        <Heading as="h3" id={nameId} fontSize={3} m={0}>
          {coupon.name}
        </Heading>
        {!expired && <Ribbon coupon={coupon} now={now} inline />}
      </Top>
      <When coupon={coupon} now={now} />
      {!expired && coupon.code && (
        <div data-testid="till-coupon-code">
          <Text id={codeLabelId} fontSize={1} mt={2}>
            {t('coupon.code')}
          </Text>
          <Code aria-labelledby={codeLabelId}>{coupon.code}</Code>
          <Scan>
            <Barcode value={coupon.code} label={t('till.couponBarcode', { code: coupon.code })} />
          </Scan>
        </div>
      )}
    </Item>
  );
}
