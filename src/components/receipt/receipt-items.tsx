import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ItemRendererProps } from '@/engine/blocks';
import { focusVisible } from '@/engine/theme';
import type { components } from '@/generated/api';
import { BillItemsTable, FetchedBillItems } from './bill-items';

type ReceiptSummary = components['schemas']['ReceiptSummary'];
type Bill = components['schemas']['Bill'];

/** Receipts without a currency are in euro, as in the history tables. */
export const DEFAULT_CURRENCY = 'EUR';

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
 * `receipt-items`, a part of the receipts list's item template: the bill's items (name, points,
 * price) in a disclosure, fetched when the member opens it (the list carries summaries only).
 */
export function ReceiptItems({ item: receipt }: ItemRendererProps<ReceiptSummary>) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!receipt) return null;
  const currency = receipt.currency ?? DEFAULT_CURRENCY;
  return (
    <Disclosure onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{t('history.bill.items')}</summary>
      {hasItems(receipt) ? (
        <BillItemsTable items={receipt.items} currency={currency} />
      ) : open ? (
        <FetchedBillItems id={receipt.id} currency={currency} />
      ) : null}
    </Disclosure>
  );
}
