import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Text } from '@/engine/theme';
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

/** Staff may view a coupon code (revealed on demand); a member sees the code of an activated coupon. */
export function CouponCode({ coupon, isStaff }: { coupon: Coupon; isStaff: boolean }) {
  const { t } = useTranslation();
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

/** Deactivation of an activated coupon: a spinner while it runs; a failure only stops the spinner (like activation). */
export function CouponDeactivate({ coupon, onDeactivate }: { coupon: Coupon; onDeactivate: (coupon: Coupon) => Promise<void> }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  if (!coupon.activated) return null;
  const run = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await onDeactivate(coupon);
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
