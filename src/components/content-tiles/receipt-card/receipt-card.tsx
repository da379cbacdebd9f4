import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ItemRendererProps } from '@/engine/blocks';
import { Button, focusVisible } from '@/engine/theme';
import type { components } from '@/generated/api';
import { useDownloadReceipt } from '@/lib/api/operations/download-receipt';
import { formatDate, formatTime, useFormat } from '@/lib/format';
import { Spinner } from '@/components/dialogs';
import { TileMeta, TileTitle } from '../tile';
import { BillItemsTable, FetchedBillItems } from './bill-items';
import { receiptFileName, saveBlob } from './save-blob';

type ReceiptSummary = components['schemas']['ReceiptSummary'];
type Bill = components['schemas']['Bill'];

/** Receipts without a currency are in euro, as in the history tables. */
const DEFAULT_CURRENCY = 'EUR';

const Card = styled.article`
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 16px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: 0 1px 4px rgba(0, 0, 0, 0.12);
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 4px 16px;
  margin: 0;
  dt {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  dd {
    margin: 0;
  }
`;

const Disclosure = styled.details`
  summary {
    cursor: pointer;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    ${focusVisible}
  }
  &[open] summary {
    margin-bottom: 8px;
  }
`;

const hasItems = (receipt: ReceiptSummary): receipt is Bill => Array.isArray((receipt as Partial<Bill>).items);

/**
 * `receipt-card`: the bill's UID, date and venue, total, points earned, its items (name, points,
 * price; fetched on opening when the list holds summaries) and a download of the bill's file.
 */
export function ReceiptCard({ item }: ItemRendererProps) {
  const receipt = item as ReceiptSummary | undefined;
  return receipt ? <ReceiptCardView receipt={receipt} /> : null;
}

function ReceiptCardView({ receipt }: { receipt: ReceiptSummary }) {
  const { t } = useTranslation();
  const format = useFormat();
  const titleId = useId();
  const [itemsOpen, setItemsOpen] = useState(false);
  const download = useDownloadReceipt();
  const currency = receipt.currency ?? DEFAULT_CURRENCY;
  const when = [formatDate(receipt.date), formatTime(receipt.date)].filter(Boolean).join(' ');

  const save = () => {
    if (download.isPending) return;
    download.mutate(receipt.id, { onSuccess: (blob) => saveBlob(blob, receiptFileName(receipt.uid, blob)) });
  };

  return (
    <Card aria-labelledby={titleId} data-testid="receipt-card">
      <div>
        <TileTitle id={titleId}>{t('history.bill.title', { uid: receipt.uid })}</TileTitle>
        <TileMeta>{[when, receipt.venue].filter(Boolean).join(' · ')}</TileMeta>
      </div>
      <Facts>
        <dt>{t('history.bill.total')}</dt>
        <dd>{format.currency(receipt.total, currency)}</dd>
        <dt>{t('history.bill.pointsEarned')}</dt>
        <dd>{format.points(receipt.points_earned)}</dd>
      </Facts>
      <Disclosure onToggle={(event) => setItemsOpen(event.currentTarget.open)}>
        <summary>{t('history.bill.items')}</summary>
        {hasItems(receipt) ? (
          <BillItemsTable items={receipt.items} currency={currency} />
        ) : itemsOpen ? (
          <FetchedBillItems id={receipt.id} currency={currency} />
        ) : null}
      </Disclosure>
      <div>
        <Button variant="secondary" onClick={save} aria-disabled={download.isPending || undefined} aria-busy={download.isPending || undefined} aria-describedby={titleId}>
          {download.isPending && <Spinner />}
          {t('history.bill.download')}
        </Button>
      </div>
    </Card>
  );
}
