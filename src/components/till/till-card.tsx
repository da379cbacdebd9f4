import { useTranslation } from 'react-i18next';
import { FeatureUnavailable, Note } from '@/engine/blocks';
import { isFeatureUnavailable } from '@/lib/api/assumed-reads';
import type { ItemRendererProps } from '@/engine/blocks';
import { Link, Stack, Text } from '@/engine/theme';
import { useCard } from '@/lib/api/operations/get-card';
import { useOnline } from '@/lib/offline';
import { Spinner } from '@/components/dialogs';
import { CardVisual, useCardHolder } from '@/components/loyalty-card';
import { LastSyncedNote, useKeptStill } from '@/components/offline-state';
import { useScreenWakeLock } from './wake-lock';

/**
 * The till's card (component `till-card`): the card at scanner size (number, barcode, member's
 * name), from the last visit offline; the screen is kept on while it shows, with a brightness hint.
 */
export function TillCard(_: ItemRendererProps) {
  const { t } = useTranslation();
  useScreenWakeLock();
  const card = useCard();
  const holder = useCardHolder();
  const online = useOnline();
  const keptStill = useKeptStill(card.data?.syncedAt, card.dataUpdatedAt);

  if (card.isPending) {
    return (
      <Text role="status">
        <Spinner /> {t('common.loading')}
      </Text>
    );
  }
  if (isFeatureUnavailable(card.error)) return <FeatureUnavailable />;
  // A card kept past the channel's window (SETTINGS.offline_kept_hours) is not shown offline.
  if (card.isError || (card.data.fromLastVisit && !keptStill)) {
    return (
      <Note role="status" data-testid="till-card-unavailable">
        {online ? t('errors.generic') : t('till.cardUnavailable')}
      </Note>
    );
  }
  const cardNumber = card.data.card_number;
  return (
    <Stack gap={3} data-testid="till-card">
      {card.data.fromLastVisit && (
        <Note role="status" data-testid="offline-card-notice">
          {t('offline.cardFromLastVisit')}
        </Note>
      )}
      {card.data.fromLastVisit && card.data.syncedAt !== null && <LastSyncedNote at={card.data.syncedAt} testId="till-card-last-synced" />}
      {cardNumber ? (
        <CardVisual cardNumber={cardNumber} holder={holder} isVirtual={card.data.is_virtual} large />
      ) : (
        <Text>
          {t('card.notPaired')} <Link to="/card">{t('card.pair')}</Link>
        </Text>
      )}
      {cardNumber && <Text fontSize={1} data-testid="till-brightness-hint">{t('till.brightness')}</Text>}
    </Stack>
  );
}
