import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Heading, Text } from '@/engine/theme';
import type { Coupon, User } from '@/lib/rules/coupon';
import { Spinner } from '@/components/dialogs';
import { CouponAction, Ribbon, useCouponClock, Validity } from '@/components/coupon-tile';

export interface CouponDetailProps {
  coupon: Coupon;
  /** The signed-in member (is_staff shows the code); null/undefined counts as not verified. */
  user: Pick<User, 'is_verified' | 'wallets' | 'is_staff'> | null | undefined;
  /** Activates the coupon (resolve on success, reject on failure). */
  onActivate: (coupon: Coupon) => Promise<void>;
  /** Deactivates an activated coupon; without it no deactivation button is shown. */
  onDeactivate?: (coupon: Coupon) => Promise<void>;
  /** Called once when the ribbon countdown reaches zero or the coupon starts (refresh it). */
  onTimerEnd?: (coupon: Coupon) => void;
}

const Layout = styled.article`
  display: flex;
  flex-wrap: wrap;
  gap: 24px;
  color: ${({ theme }) => theme.colors.text};
`;

const Visual = styled.div`
  position: relative;
  flex: 1 1 240px;
  max-width: 360px;
  min-height: ${({ theme }) => theme.sizes.couponTile}px;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 16px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.surface};
  img {
    display: block;
    max-width: 100%;
    max-height: 240px;
    object-fit: contain;
  }
`;

const Body = styled.div`
  flex: 2 1 320px;
  min-width: 0;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 12px;
`;

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
function CouponCode({ coupon, isStaff }: { coupon: Coupon; isStaff: boolean }) {
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

/** Deactivation: a spinner while it runs; a failure only stops the spinner (like activation). */
function Deactivate({ coupon, onDeactivate }: { coupon: Coupon; onDeactivate: (coupon: Coupon) => Promise<void> }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
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

/**
 * The coupon page's content: logo with the ribbon, name, validity, description, the same button
 * as the tile, deactivation of an activated coupon and the code (staff, or activated with a code).
 */
export function CouponDetail({ coupon, user, onActivate, onDeactivate, onTimerEnd }: CouponDetailProps) {
  const now = useCouponClock(coupon, user, onTimerEnd);
  const titleId = useId();
  return (
    <Layout aria-labelledby={titleId}>
      <Visual>
        {coupon.img_logo ? <img src={coupon.img_logo} alt="" /> : null}
        <Ribbon coupon={coupon} now={now} />
      </Visual>
      <Body>
        <Heading as="h1" id={titleId} fontSize={5}>
          {coupon.name}
        </Heading>
        <Validity coupon={coupon} now={now} />
        {coupon.description ? <Text style={{ whiteSpace: 'pre-line' }}>{coupon.description}</Text> : null}
        <CouponAction coupon={coupon} user={user} now={now} onActivate={onActivate} />
        {coupon.activated && onDeactivate ? <Deactivate coupon={coupon} onDeactivate={onDeactivate} /> : null}
        <CouponCode coupon={coupon} isStaff={Boolean(user?.is_staff)} />
      </Body>
    </Layout>
  );
}
