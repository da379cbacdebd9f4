import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTheme } from 'styled-components';
import { Box, Button, Flex, Heading, Link, Stack, Text } from '@/engine/theme';
import { FeatureUnavailable, Note } from '@/engine/blocks';
import { isFeatureUnavailable } from '@/lib/api/assumed-reads';
import { useSections } from '@/engine/config';
import type { ItemRendererProps } from '@/engine/blocks';
import { useCard, type Card } from '@/lib/api/operations/get-card';
import { useUser } from '@/lib/api/operations/get-user';
import { useOnline } from '@/lib/offline';
import { lastCardHolder, rememberCardHolder } from '@/lib/offline/member-entries';
import { notifyError } from '@/lib/toast';
import { Modal, Spinner } from '@/components/dialogs';
import { LastSyncedNote, OfflineState, useKeptStill } from '@/components/offline-state';
import { CardVisual } from './card-visual';
import { PairCardForm } from './pair-card-form';

/** Where a member orders a physical card. */
export const CARD_REQUEST_PATH = '/card-request';
/** The zoomed card's dialog: large enough for a till scanner, never wider than the viewport. */
export const ZOOM_DIALOG_WIDTH = 720;

function PhysicalCard({ card }: { card: Card }) {
  const { t } = useTranslation();
  if (card.physical_card === 'requested') return <Text>{t('card.physical.requested')}</Text>;
  if (card.physical_card === 'sent') return <Text>{t('card.physical.sent')}</Text>;
  return <Link to={CARD_REQUEST_PATH}>{t('screens.cardRequest.title')}</Link>;
}

/** The member's name: from the user call online; offline, the one kept beside the cached card. */
export function useCardHolder(): string | null {
  const user = useUser();
  const first = user.data?.first_name ?? '';
  const surname = user.data?.surname ?? '';
  const name = `${first} ${surname}`.trim() || null;
  useEffect(() => {
    if (name) void rememberCardHolder(name).catch(() => undefined);
  }, [name]);
  const remembered = useQuery({
    queryKey: ['offline', 'card-holder'],
    queryFn: lastCardHolder,
    enabled: user.isError,
    staleTime: Infinity,
  });
  return name ?? remembered.data ?? null;
}

function PairedCard({ card, cardNumber, holder }: { card: Card; cardNumber: string; holder: string | null }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const sections = useSections();
  const [zoomed, setZoomed] = useState(false);
  const [saving, setSaving] = useState(false);
  const closeRef = useRef<HTMLButtonElement>(null);

  const savePdf = async () => {
    setSaving(true);
    try {
      const { buildCardPdf, cardPdfFileName, downloadBlob } = await import('./card-pdf');
      const logo = sections.HEADER.logo?.url;
      const blob = await buildCardPdf({
        cardNumber,
        holder,
        title: t('card.title'),
        numberLabel: t('card.number'),
        logoUrl: typeof logo === 'string' && logo ? logo : null,
        colors: { primary: theme.colors.primary, onPrimary: theme.colors.onPrimary },
        font: theme.fonts.body,
      });
      downloadBlob(blob, cardPdfFileName(cardNumber));
    } catch {
      void notifyError(t('card.pdfFailed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap={4}>
      <CardVisual cardNumber={cardNumber} holder={holder} isVirtual={card.is_virtual} />
      <Flex flexWrap="wrap" style={{ gap: 8 }}>
        <Button variant="secondary" aria-haspopup="dialog" onClick={() => setZoomed(true)}>
          {t('card.zoom')}
        </Button>
        <Button variant="secondary" onClick={() => void savePdf()} disabled={saving} aria-busy={saving}>
          {saving && <Spinner />} {t('card.savePdf')}
        </Button>
      </Flex>
      {zoomed && (
        <Modal title={t('card.title')} onClose={() => setZoomed(false)} width={ZOOM_DIALOG_WIDTH} initialFocus={closeRef}>
          <Box mb={3}>
            <CardVisual cardNumber={cardNumber} holder={holder} isVirtual={card.is_virtual} large />
          </Box>
          <Flex justifyContent="flex-end">
            <Button ref={closeRef} variant="primary" onClick={() => setZoomed(false)}>
              {t('common.close')}
            </Button>
          </Flex>
        </Modal>
      )}
    </Stack>
  );
}

/**
 * /card (screen component `loyalty-card`): the paired card with its barcode and the member's name,
 * zoom (a large dialog for the till) and Save as PDF (a PDF file built in the browser); without a
 * card, pairing by the 16-digit number, which the member may skip. A link orders a physical card.
 * Offline, the service worker's copy from the last visit is shown with a notice (docs/offline.md).
 */
export function LoyaltyCard(_: ItemRendererProps) {
  const { t } = useTranslation();
  const card = useCard();
  const online = useOnline();
  const holder = useCardHolder();
  const [justPaired, setJustPaired] = useState(false);
  const pairTitleId = useId();
  const keptStill = useKeptStill(card.data?.syncedAt, card.dataUpdatedAt);

  if (card.isPending) {
    return (
      <Text role="status">
        <Spinner /> {t('common.loading')}
      </Text>
    );
  }
  if (isFeatureUnavailable(card.error)) return <FeatureUnavailable />;
  if (card.isError) return online ? <Text role="alert">{t('errors.generic')}</Text> : <OfflineState />;
  // A card kept past the channel's window is not shown offline.
  if (card.data.fromLastVisit && !keptStill) return <OfflineState />;

  const cardNumber = card.data.card_number;
  return (
    <Stack gap={5}>
      {card.data.fromLastVisit && (
        <Note role="status" data-testid="offline-card-notice">
          {t('offline.cardFromLastVisit')}
        </Note>
      )}
      {card.data.fromLastVisit && card.data.syncedAt !== null && <LastSyncedNote at={card.data.syncedAt} />}
      <Text role="status">{justPaired && cardNumber ? t('card.paired') : ''}</Text>
      {cardNumber ? (
        <PairedCard card={card.data} cardNumber={cardNumber} holder={holder} />
      ) : (
        <Stack as="section" gap={3} aria-labelledby={pairTitleId}>
          <Heading as="h2" id={pairTitleId} fontSize={4}>
            {t('card.pair')}
          </Heading>
          <Text>{t('card.notPaired')}</Text>
          <PairCardForm onPaired={() => setJustPaired(true)} />
          <Link to="/">{t('screens.linkCard.continueWithout')}</Link>
        </Stack>
      )}
      <Box>
        <PhysicalCard card={card.data} />
      </Box>
    </Stack>
  );
}
