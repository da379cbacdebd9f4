import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Note } from '@/engine/blocks';
import type { ItemRendererProps } from '@/engine/blocks';
import { Heading, Stack, Text } from '@/engine/theme';
import { useUser } from '@/lib/api/operations/get-user';
import { pointsFromHundredths, useFormat } from '@/lib/format';
import { endingSoonFirst, primaryWalletPoints } from '@/lib/rules/coupon';
import { useNow } from '@/components/countdown';
import { Spinner } from '@/components/dialogs';
import { useEndingTodayBadge } from './reminders';
import { TillCouponItem } from './till-coupon-item';
import { useTillCoupons } from './use-till-coupons';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
`;

/** "Last synced" in the channel's language: the date and time of the snapshot shown offline. */
export function LastSynced({ at }: { at: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Note role="status" data-testid="till-last-synced">
      {t('till.lastSynced', { date: format.date(at), time: format.time(at) })}
    </Note>
  );
}

/**
 * The till's activated coupons (component `till-coupons`): the member's points (online), then each
 * activated coupon with its code, those ending within 48 hours first; offline, the last sync's
 * coupons with "last synced", their countdowns against the device clock.
 */
export function TillCoupons(_: ItemRendererProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const titleId = useId();
  const till = useTillCoupons();
  const user = useUser();
  const now = useNow();
  const activated = till.state === 'live' || till.state === 'last-sync' ? till.activated : null;
  useEndingTodayBadge(activated);
  const points = user.data ? primaryWalletPoints(user.data) : null;

  return (
    <Stack as="section" gap={3} aria-labelledby={titleId} data-testid="till-coupons">
      <Heading as="h2" id={titleId} fontSize={4}>
        {t('till.activatedTitle')}
      </Heading>
      {points !== null && till.state === 'live' && (
        <Text fontWeight="bold" data-testid="till-points">
          {t('header.points', { count: pointsFromHundredths(points), points: format.points(points) })}
        </Text>
      )}
      {till.state === 'last-sync' && <LastSynced at={till.syncedAt} />}
      {till.state === 'loading' && (
        <Text role="status">
          <Spinner /> {t('common.loading')}
        </Text>
      )}
      {till.state === 'unavailable' && <Note role="status">{t('till.couponsUnavailable')}</Note>}
      {activated && activated.length === 0 && <Text>{t('till.noActivated')}</Text>}
      {activated && activated.length > 0 && (
        <List>
          {endingSoonFirst(activated, now).map((coupon) => (
            <li key={coupon.id}>
              <TillCouponItem coupon={coupon} now={now} />
            </li>
          ))}
        </List>
      )}
    </Stack>
  );
}
