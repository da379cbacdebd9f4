import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ItemRendererProps } from '@/engine/blocks';
import { useCouponMember } from './use-coupon-member';
import { useFormat } from '@/lib/format';
import { validityText, type Coupon } from '@/lib/rules/coupon';
import { useCouponClock } from './use-coupon-clock';

const Line = styled.p<{ $urgent: boolean }>`
  margin: 0;
  font-size: 13px;
  line-height: 1.4;
  color: ${({ theme, $urgent }) => ($urgent ? theme.colors.error : 'inherit')};
  font-weight: ${({ theme, $urgent }) => ($urgent ? theme.fontWeights.semibold : theme.fontWeights.normal)};
`;

/** Validity line of a non-activated coupon: date range, or valid today / tomorrow in red. */
export function Validity({ coupon, now, className }: { coupon: Coupon; now: number; className?: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const validity = validityText(coupon, now);
  if (!validity) return null;
  let text: string;
  if (validity.kind === 'today') text = t('coupon.validToday');
  else if (validity.kind === 'tomorrow') text = t('coupon.validTomorrow');
  else if (validity.from && validity.until) text = t('coupon.valid', { from: format.validity(validity.from), until: format.validity(validity.until) });
  else if (validity.from) text = t('coupon.validFrom', { from: format.validity(validity.from) });
  else text = t('coupon.validUntil', { until: format.validity(validity.until) });
  return (
    <Line $urgent={validity.urgent} className={className} data-urgent={validity.urgent || undefined}>
      {text}
    </Line>
  );
}

function ValidityPart({ coupon }: { coupon: Coupon }) {
  const user = useCouponMember();
  return <Validity coupon={coupon} now={useCouponClock(coupon, user)} />;
}

/** `coupon-validity`: the validity dates on their own, a part of the coupon page (screen `coupon`). */
export function CouponValidity({ item }: ItemRendererProps<Coupon>) {
  return item ? <ValidityPart coupon={item} /> : null;
}
