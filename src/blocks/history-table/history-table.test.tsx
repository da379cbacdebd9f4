import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ScreenRenderer, type PagedDataSource } from '@/engine/blocks';
import { Providers } from '@/test-support/render';
import { tr } from '@/test-support/i18n';
import { pagedQueryOptions } from '@/lib/query';
import { definition as entry } from './index';

type Row = { id: string; date: string; time: string; transaction: string; amount: number; currency?: string; points: number; status?: string };
const rows: Row[] = [
  { id: 't1', date: '2024-05-05', time: '14:07', transaction: 'Purchase', amount: 12.5, currency: 'EUR', points: 1250, status: 'approved' },
  { id: 't2', date: '2024-12-31', time: '09:30', transaction: 'Return', amount: -3, points: -300, status: 'pending' },
];

function source(data: Row[], limit = 20): PagedDataSource {
  return {
    kind: 'paged',
    query: () =>
      pagedQueryOptions({ route: 'transactions', limit, fetchPage: vi.fn(async ({ offset }) => data.slice(offset, offset + limit)) }),
  };
}

const columns = [
  { name: 'date', label: 'history.columns.date', format: 'date' },
  { name: 'time', label: 'history.columns.time', format: 'time' },
  { name: 'transaction', label: 'history.columns.transaction' },
  { name: 'amount', label: 'history.columns.amount', format: 'currency' },
  { name: 'points', label: 'history.columns.points', format: 'points' },
  { name: 'status', label: 'history.columns.description', format: 'status', keyPrefix: 'invoices.status' },
];

function setup(data: Row[], props: Record<string, unknown> = {}, limit?: number) {
  render(
    <Providers registry={{ blocks: [entry], dataSources: { history: source(data, limit) } }}>
      <ScreenRenderer screen={{ blocks: [{ type: 'history-table', props: { dataSource: 'history', columns, ...props } }] }} />
    </Providers>,
  );
}

describe('history-table block', () => {
  it('formats cells by column type', async () => {
    setup(rows);
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(
      columns.map((c) => tr(c.label)),
    );
    const [first, second] = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((c) => c.textContent));
    expect(first).toEqual(['05. 05. 2024', '14:07', 'Purchase', '€12.50', '12.5', tr('invoices.status.approved')]);
    // no currency on the row: the default (EUR) applies; points are hundredths
    expect(second).toEqual(['31. 12. 2024', '09:30', 'Return', '-€3.00', '-3', tr('invoices.status.pending')]);
  });

  it('shows the spec empty text', async () => {
    setup([]);
    expect(await screen.findByText('There are no transactions to show')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('limits rows for the dashboard and pages otherwise', async () => {
    const many = Array.from({ length: 5 }, (_, i) => ({ ...rows[0]!, id: `r${i}` }));
    setup(many, {}, 2);
    await screen.findByRole('table');
    expect(screen.getAllByRole('row')).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: tr('common.loadMore') }));
    await vi.waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(5), { timeout: 30_000 });
  });

  it('shows only maxItems rows without load more', async () => {
    const many = Array.from({ length: 5 }, (_, i) => ({ ...rows[0]!, id: `r${i}` }));
    setup(many, { maxItems: 3 });
    await screen.findByRole('table');
    expect(screen.getAllByRole('row')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: tr('common.loadMore') })).not.toBeInTheDocument();
  });
});
