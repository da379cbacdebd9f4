import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ItemRendererProps } from '@/engine/blocks';
import { Heading, Link, Stack, Text } from '@/engine/theme';
import { useLinkAvailability } from '@/engine/routes';
import { useUser } from '@/lib/api/operations/get-user';
import { couponButtonState, couponEnd, endingSoonFirst, endsSoon } from '@/lib/rules/coupon';
import { couponPath } from '@/components/coupon-tile';
import { Countdown, useNow } from '@/components/countdown';
import { useEndingTodayBadge } from './reminders';
import { TILL_PATH } from './paths';
import { useTillCoupons } from './use-till-coupons';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
`;

/**
 * Reminders on the dashboard (component `ending-soon`): the member's activated and ready-to-use
 * coupons that end within 48 hours, soonest first, with their countdowns; a link to the till screen
 * where the channel has it. Sets the app badge like the till screen.
 */
export function EndingSoon(_: ItemRendererProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const available = useLinkAvailability();
  const till = useTillCoupons();
  const { data: user } = useUser();
  const now = useNow();
  useEndingTodayBadge(till.state === 'live' ? till.activated : null);
  const soon =
    till.state === 'live'
      ? endingSoonFirst(
          till.coupons.filter((coupon) => endsSoon(coupon, now) && (coupon.activated || couponButtonState(coupon, user, now) === 'use')),
          now,
        )
      : [];

  return (
    <Stack as="section" gap={3} aria-labelledby={titleId} data-testid="ending-soon">
      <Heading as="h2" id={titleId} fontSize={4}>
        {t('till.endingSoonTitle')}
      </Heading>
      {till.state === 'live' && soon.length === 0 && <Text>{t('till.nothingEndingSoon')}</Text>}
      {soon.length > 0 && (
        <List>
          {soon.map((coupon) => (
            <li key={coupon.id} data-testid="ending-soon-coupon">
              <Link to={couponPath(coupon)}>{coupon.name}</Link>{' '}
              <Text as="span" color="error" fontWeight="bold">
                {t('till.endsIn')} <Countdown target={couponEnd(coupon) ?? now} />
              </Text>
              {coupon.activated && <Text as="span"> · {t('coupon.active')}</Text>}
            </li>
          ))}
        </List>
      )}
      {available(TILL_PATH) && (
        <div>
          <Link to={TILL_PATH}>{t('till.open')}</Link>
        </div>
      )}
    </Stack>
  );
}
