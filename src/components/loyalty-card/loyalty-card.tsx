import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Flex, Heading, Link, Stack, Text } from '@/engine/theme';
import type { ItemRendererProps } from '@/engine/blocks';
import { useCard, type Card } from '@/lib/api/operations/get-card';
import { Modal, Spinner } from '@/components/dialogs';
import { CardPrintStyle, CardVisual } from './card-visual';
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

function PairedCard({ card, cardNumber }: { card: Card; cardNumber: string }) {
  const { t } = useTranslation();
  const [zoomed, setZoomed] = useState(false);
  const closeRef = useRef<HTMLButtonElement>(null);
  const hintId = useId();
  return (
    <Stack gap={4}>
      <CardPrintStyle />
      <CardVisual cardNumber={cardNumber} isVirtual={card.is_virtual} printable />
      <Flex flexWrap="wrap" style={{ gap: 8 }}>
        <Button variant="secondary" aria-haspopup="dialog" onClick={() => setZoomed(true)}>
          {t('card.zoom')}
        </Button>
        {/* The browser's print dialog offers "Save as PDF"; the print stylesheet keeps only the card. */}
        <Button variant="secondary" aria-describedby={hintId} onClick={() => window.print()}>
          {t('card.savePdf')}
        </Button>
      </Flex>
      <Text id={hintId} fontSize={1}>
        {t('card.savePdfHint')}
      </Text>
      {zoomed && (
        <Modal title={t('card.title')} onClose={() => setZoomed(false)} width={ZOOM_DIALOG_WIDTH} initialFocus={closeRef}>
          <Box mb={3}>
            <CardVisual cardNumber={cardNumber} isVirtual={card.is_virtual} large />
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
 * /card (screen component `loyalty-card`): the paired card with its barcode, zoom (a large dialog
 * for the till) and Save as PDF (print of the card alone); without a card, pairing by the 16-digit
 * number, which the member may skip. A link orders a physical card.
 */
export function LoyaltyCard(_: ItemRendererProps) {
  const { t } = useTranslation();
  const card = useCard();
  const [justPaired, setJustPaired] = useState(false);
  const pairTitleId = useId();

  if (card.isPending) {
    return (
      <Text role="status">
        <Spinner /> {t('common.loading')}
      </Text>
    );
  }
  if (card.isError) return <Text role="alert">{t('errors.generic')}</Text>;

  const cardNumber = card.data.card_number;
  return (
    <Stack gap={5}>
      <Text role="status">{justPaired && cardNumber ? t('card.paired') : ''}</Text>
      {cardNumber ? (
        <PairedCard card={card.data} cardNumber={cardNumber} />
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
