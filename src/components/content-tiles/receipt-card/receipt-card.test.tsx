import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Harness } from '@/engine/blocks/test-harness';
import { formatCurrency, formatDate, formatPoints } from '@/lib/format';
import { demoStore } from '@/mocks/handlers';
import { account, installDemoBackend, signIn } from '../../../../tests/unit/operations/demo-backend';
import { ReceiptCard } from '.';

installDemoBackend();

function firstBill() {
  const member = demoStore().memberByEmail(account('verified').email);
  const bill = member?.bills[0];
  if (!bill) throw new Error('the verified demo member has no bill');
  const { id, uid, date, venue, total, currency, points_earned } = bill;
  return { bill, summary: { id, uid, date, venue, total, currency, points_earned } };
}

describe('ReceiptCard', () => {
  it('shows UID, date, total and points earned; opening the items fetches the bill', async () => {
    await signIn();
    const { bill, summary } = firstBill();
    const user = userEvent.setup();
    render(
      <Harness>
        <ReceiptCard item={summary} props={{}} />
      </Harness>,
    );
    const card = screen.getByRole('article', { name: `Receipt ${bill.uid}` });
    expect(within(card).getByText(new RegExp(`^${formatDate(bill.date)}`))).toBeInTheDocument();
    expect(within(card).getByText(formatCurrency(bill.total, bill.currency ?? 'EUR', 'en'))).toBeInTheDocument();
    expect(within(card).getByText(formatPoints(bill.points_earned, 'en'))).toBeInTheDocument();
    expect(within(card).queryByRole('table')).toBeNull();

    await user.click(within(card).getByText('Items'));
    const table = await within(card).findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(bill.items.length + 1);
    expect(within(rows[0]!).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Item', 'Points', 'Price']);
    const first = bill.items[0]!;
    expect(within(rows[1]!).getByText(new RegExp(first.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))).toBeInTheDocument();
    expect(within(rows[1]!).getByText(formatCurrency(first.price, bill.currency ?? 'EUR', 'en'))).toBeInTheDocument();
  });

  it('downloads the bill file (signed-in call) and saves it as a file', async () => {
    await signIn();
    const { bill, summary } = firstBill();
    const created: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:receipt';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });
    const user = userEvent.setup();
    render(
      <Harness>
        <ReceiptCard item={summary} props={{}} />
      </Harness>,
    );
    await user.click(screen.getByRole('button', { name: 'Download receipt' }));
    await waitFor(() => expect(clicks).toHaveLength(1));
    expect(created[0]!.size).toBeGreaterThan(0);
    expect(clicks[0]!.getAttribute('href')).toBe('blob:receipt');
    expect(clicks[0]!.download).toBe(`receipt-${bill.uid.replace(/[^\w.-]+/g, '-')}.pdf`);
  });

  it('uses the items of a full bill without fetching', async () => {
    const user = userEvent.setup();
    render(
      <Harness>
        <ReceiptCard
          item={{ id: 'b1', uid: 'UID-1', date: '2026-11-20T09:30:00Z', total: 12.5, currency: 'EUR', points_earned: 1250, file_url: 'receipt/b1/file', items: [{ name: 'Coffee', points: 250, price: 2.5 }] }}
          props={{}}
        />
      </Harness>,
    );
    await user.click(screen.getByText('Items'));
    expect(screen.getByRole('cell', { name: 'Coffee' })).toBeInTheDocument();
    // Points are hundredths (250 -> 2.5), prices and totals currency amounts.
    expect(screen.getByRole('cell', { name: '2.5' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '€2.50' })).toBeInTheDocument();
    expect(screen.getByText('€12.50')).toBeInTheDocument();
    expect(screen.getByText('12.5')).toBeInTheDocument();
  });
});
