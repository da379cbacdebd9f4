import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ItemRendererProps } from '@/engine/blocks';
import { Button, Text } from '@/engine/theme';
import { useDeactivateCoupon } from '@/lib/api/operations/deactivate-coupon';
import { useUser } from '@/lib/api/operations/get-user';
import type { Coupon } from '@/lib/rules/coupon';
import { Spinner } from '@/components/dialogs';

const Code = styled.output`
  display: inline-block;
  padding: 8px 16px;
  border: 2px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm}px;
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: 20px;
  letter-spacing: 0.1em;
`;

function Reveal({ coupon }: { coupon: Coupon }) {
  const { t } = useTranslation();
  const isStaff = Boolean(useUser().data?.is_staff);
  const [revealed, setRevealed] = useState(false);
  const labelId = useId();
  const codeId = useId();
  if (!coupon.code || !(isStaff || coupon.activated)) return null;
  const hidden = !coupon.activated && !revealed;
  return (
    <div>
      {!coupon.activated && (
        <Button variant="secondary" aria-expanded={revealed} aria-controls={codeId} onClick={() => setRevealed((r) => !r)} mb={2}>
          {t('coupon.showCode')}
        </Button>
      )}
      <div id={codeId} hidden={hidden}>
        <Text id={labelId} fontSize={1} mb={1}>
          {t('coupon.code')}
        </Text>
        <Code aria-labelledby={labelId}>{coupon.code}</Code>
      </div>
    </div>
  );
}

/**
 * `coupon-code`, a part of the coupon page (screen `coupon`): staff may view a coupon code (revealed
 * on demand); a member sees the code of an activated coupon.
 */
export function CouponCode({ item }: ItemRendererProps<Coupon>) {
  return item ? <Reveal coupon={item} /> : null;
}

function Deactivate({ coupon }: { coupon: Coupon }) {
  const { t } = useTranslation();
  const { mutateAsync: deactivate } = useDeactivateCoupon();
  const [busy, setBusy] = useState(false);
  if (!coupon.activated) return null;
  const run = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await deactivate(coupon.id);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" onClick={() => void run().catch(() => undefined)} aria-disabled={busy || undefined} aria-busy={busy || undefined}>
      {busy && <Spinner />}
      {t('coupon.deactivate')}
    </Button>
  );
}

/**
 * `coupon-deactivate`, a part of the coupon page: deactivation of an activated coupon
 * (`deactivate-coupon`, which refreshes the coupon data), a spinner while it runs; a failure only
 * stops the spinner (like activation).
 */
export function CouponDeactivate({ item }: ItemRendererProps<Coupon>) {
  return item ? <Deactivate coupon={item} /> : null;
}
