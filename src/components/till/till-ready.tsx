import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Note } from '@/engine/blocks';
import type { ItemRendererProps } from '@/engine/blocks';
import { Button, Heading, Link, Stack, Text } from '@/engine/theme';
import { useUser } from '@/lib/api/operations/get-user';
import { pointsFromHundredths, useFormat } from '@/lib/format';
import { useOnline } from '@/lib/offline';
import { couponButtonState, couponEnd, endingSoonFirst, endsSoon, isExpired, type Coupon } from '@/lib/rules/coupon';
import { ActivationDialog, couponPath } from '@/components/coupon-tile';
import { Countdown, useNow } from '@/components/countdown';
import { useTillCoupons } from './use-till-coupons';

/** At most this many ready coupons at the till; the rest are a link away. */
export const TILL_READY_MAX = 8;

const Row = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 10px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/**
 * Ready to use (component `till-ready`): coupons the member can activate now (verified, affordable,
 * started, not activated), those ending within 48 hours first; one tap opens the activation dialog,
 * which stays on this screen after activating. Offline the buttons are disabled and say why.
 */
export function TillReady(_: ItemRendererProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const titleId = useId();
  const offlineId = useId();
  const online = useOnline();
  const till = useTillCoupons();
  const { data: user } = useUser();
  const now = useNow();
  const activated = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const onActivated = () => {
    activated.current = true;
  };
  const [opened, setOpened] = useState<Coupon | null>(null);
  // After an activation the coupon has left this list with the button that opened the dialog:
  // focus goes to this section's heading instead of being lost. It moves once the dialog is gone
  // (this effect runs after the dialog's focus trap has let go); earlier, the trap pulls it back.
  const focusHeading = useRef(false);
  const close = () => {
    focusHeading.current = activated.current;
    activated.current = false;
    setOpened(null);
  };
  useEffect(() => {
    if (opened || !focusHeading.current) return;
    focusHeading.current = false;
    headingRef.current?.focus();
  }, [opened]);

  const ready =
    till.state === 'live'
      ? endingSoonFirst(till.coupons.filter((coupon) => couponButtonState(coupon, user, now) === 'use' && !isExpired(coupon, now)), now)
      : [];

  return (
    <Stack as="section" gap={3} aria-labelledby={titleId} data-testid="till-ready">
      <Heading as="h2" id={titleId} fontSize={4} ref={headingRef} tabIndex={-1}>
        {t('till.readyTitle')}
      </Heading>
      {!online && (
        <Note role="status" id={offlineId} data-testid="till-offline-actions">
          {t('till.offlineActions')}
        </Note>
      )}
      {online && till.state === 'live' && ready.length === 0 && <Text>{t('till.noReady')}</Text>}
      {ready.length > 0 && (
        <List>
          {ready.slice(0, TILL_READY_MAX).map((coupon) => {
            const end = couponEnd(coupon);
            return (
              <Row key={coupon.id}>
                <div>
                  <Link to={couponPath(coupon)}>{coupon.name}</Link>
                  {end !== null && endsSoon(coupon, now) && (
                    <Text fontSize={1} color="error">
                      {t('till.endsIn')} <Countdown target={end} />
                    </Text>
                  )}
                </div>
                <Button
                  variant="confirm"
                  aria-haspopup="dialog"
                  disabled={!online}
                  aria-describedby={online ? undefined : offlineId}
                  onClick={() => setOpened(coupon)}
                >
                  {coupon.points > 0 ? t('coupon.cost', { points: format.points(coupon.points), count: pointsFromHundredths(coupon.points) }) : t('coupon.use')}
                </Button>
              </Row>
            );
          })}
        </List>
      )}
      {ready.length > TILL_READY_MAX && <Link to="/coupons">{t('common.showAll')}</Link>}
      {opened && <ActivationDialog coupon={opened} onActivated={onActivated} onClose={close} afterActivation={null} />}
    </Stack>
  );
}
