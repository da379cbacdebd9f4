// The receipts list as the default preset composes it (screens/receipts.json: a paged-list item
// template with two bespoke parts, receipt-items and receipt-download) over the real receipts data
// source and the demo backend.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadBlock, ScreenRenderer, type PagedDataSource, type Screen, itemRenderer } from '@/engine/blocks';
import { Providers } from '@/test-support/render';
import { blockEntries } from '@/generated/block-registry';
import { applyIdPatch } from '@/lib/id-patch';
import { formatCurrency, formatDate, formatPoints } from '@/lib/format';
import { pagedQueryOptions } from '@/lib/query';
import { demoStore } from '@/mocks/handlers';
import { ReceiptDownload, ReceiptItems } from '@/components/receipt';
import receiptsScreen from '../../../channel-presets/default/screens/receipts.json';
import { account, installDemoBackend, signIn } from '../../../tests/unit/operations/demo-backend';
import { definition as receipts } from './receipts';

installDemoBackend();
beforeAll(() => Promise.all(blockEntries.map(loadBlock)));

const parts = { 'receipt-items': itemRenderer(ReceiptItems), 'receipt-download': itemRenderer(ReceiptDownload) };

function show(screenFile: unknown = receiptsScreen, source: PagedDataSource = receipts) {
  return render(
    <Providers registry={{ blocks: blockEntries, dataSources: { receipts: source }, itemRenderers: parts }}>
      <ScreenRenderer screen={screenFile as Screen} name="receipts" />
    </Providers>,
  );
}

function firstBill() {
  const bill = demoStore().memberByEmail(account('verified').email)?.bills[0];
  if (!bill) throw new Error('the verified demo member has no bill');
  return bill;
}

describe('receipts list (screen receipts)', () => {
  it('shows UID, date, total and points earned; opening the items fetches the bill', async () => {
    await signIn();
    const bill = firstBill();
    const user = userEvent.setup();
    show();
    const card = await screen.findByRole('article', { name: `Receipt ${bill.uid}` });
    expect(within(card).getByText(new RegExp(`^${formatDate(bill.date)}`))).toBeInTheDocument();
    expect(within(card).getAllByRole('term').map((dt) => dt.textContent)).toEqual(['Total', 'Points earned']);
    expect(within(card).getByText(formatCurrency(bill.total, bill.currency ?? 'EUR', 'en'))).toBeInTheDocument();
    expect(within(card).getByText(formatPoints(bill.points_earned, 'en'))).toBeInTheDocument();
    expect(within(card).queryByRole('table')).toBeNull();

    await user.click(await within(card).findByText('Items'));
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
    const bill = firstBill();
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
    show();
    const card = await screen.findByRole('article', { name: `Receipt ${bill.uid}` });
    const button = await within(card).findByRole('button', { name: 'Download receipt' });
    expect(button).toHaveAccessibleDescription(`Receipt ${bill.uid}`);
    await user.click(button);
    await waitFor(() => expect(clicks).toHaveLength(1));
    expect(created[0]!.size).toBeGreaterThan(0);
    expect(clicks[0]!.getAttribute('href')).toBe('blob:receipt');
    expect(clicks[0]!.download).toBe(`receipt-${bill.uid.replace(/[^\w.-]+/g, '-')}.pdf`);
  });

  it('uses the items of a full bill without fetching; points are hundredths, prices currency amounts', async () => {
    const full = { id: 'b1', uid: 'UID-1', date: '2026-11-20T09:30:00Z', total: 12.5, currency: 'EUR', points_earned: 1250, file_url: 'receipt/b1/file', items: [{ name: 'Coffee', points: 250, price: 2.5 }] };
    const source: PagedDataSource = { kind: 'paged', query: () => pagedQueryOptions({ route: 'receipts', fetchPage: async () => [full] }) };
    const user = userEvent.setup();
    show(receiptsScreen, source);
    await user.click(await screen.findByText('Items'));
    expect(screen.getByRole('cell', { name: 'Coffee' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '2.5' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '€2.50' })).toBeInTheDocument();
    expect(screen.getByText('€12.50')).toBeInTheDocument();
    expect(screen.getByText('12.5')).toBeInTheDocument();
  });

  it('takes a preset patch: the total relabelled, the points moved above it, the download hidden', async () => {
    await signIn();
    const bill = firstBill();
    const base = '/blocks/receipts-list/children/receipt-card/children';
    const patched = applyIdPatch(receiptsScreen, [
      { op: 'replace', path: `${base}/receipt-card-total/props/label`, value: 'history.columns.amount' },
      { op: 'move', from: `${base}/receipt-card-points`, path: `${base}/receipt-card-total` },
      { op: 'remove', path: `${base}/receipt-card-download` },
    ]);
    show(patched);
    const card = await screen.findByRole('article', { name: `Receipt ${bill.uid}` });
    await within(card).findByText('Items');
    const labels = within(card).getAllByRole('term').map((dt) => dt.textContent);
    expect(labels).toEqual(['Points earned', 'Amount']);
    expect(within(card).queryByRole('button', { name: 'Download receipt' })).toBeNull();
  });
});
