import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { QueryError } from '@/engine/blocks';
import { Text } from '@/engine/theme';
import type { components } from '@/generated/api';
import { useReceipt } from '@/lib/api/operations/get-receipt';
import { useFormat } from '@/lib/format';

type BillItem = components['schemas']['BillItem'];

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 14px;
  th,
  td {
    padding: 6px 8px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
    overflow-wrap: anywhere;
  }
  th:not(:first-child),
  td:not(:first-child) {
    text-align: right;
    white-space: nowrap;
  }
`;

export function BillItemsTable({ items, currency }: { items: readonly BillItem[]; currency: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Table>
      <thead>
        <tr>
          <th scope="col">{t('history.bill.item')}</th>
          <th scope="col">{t('history.columns.points')}</th>
          <th scope="col">{t('history.bill.price')}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((line, index) => (
          <tr key={index}>
            <td>{line.quantity && line.quantity > 1 ? `${line.quantity} × ${line.name}` : line.name}</td>
            <td>{format.points(line.points)}</td>
            <td>{format.currency(line.price, currency)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** The bill's items, fetched when the member opens them (the receipt list carries summaries only). */
export function FetchedBillItems({ id, currency }: { id: string; currency: string }) {
  const { t } = useTranslation();
  const query = useReceipt(id);
  if (query.isPending) return <Text aria-busy="true">{t('common.loading')}</Text>;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} busy={query.isFetching} />;
  return <BillItemsTable items={query.data.items} currency={query.data.currency ?? currency} />;
}
