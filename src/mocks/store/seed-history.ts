// Purchase history of a member: receipts with bills, the transactions they produced, wallet
// movements and uploaded invoices. Money is in currency units, points in hundredths.
import type { Faker } from '@faker-js/faker';
import { demoTexts, hasOwnTexts } from './demo-texts';
import type { MemberRecord, Schemas } from './types';

const DAY = 86_400_000;

const pad = (n: number) => String(n).padStart(2, '0');
const localDate = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const localTime = (d: Date) => `${pad(d.getHours())}:${pad(d.getMinutes())}`;
const money = (n: number) => Math.round(n * 100) / 100;

export function seedHistory(f: Faker, member: MemberRecord, now: number, size: number, currency: string, locale?: string): void {
  const t = demoTexts(locale).history;
  const products = hasOwnTexts(locale) ? demoTexts(locale).productNames : null;
  const venues = Array.from({ length: 5 }, () => `${f.company.name()} ${f.location.city()}`);
  const walletId = member.user.wallets[0]?.id;
  for (let i = 0; i < size; i += 1) {
    const at = new Date(now - (i * 2.3 + 0.2) * DAY - f.number.int({ min: 0, max: 8 * 3_600_000 }));
    // A line's price and points are the line's (quantity included), as a printed receipt shows them:
    // the lines add up to the total and to the points earned.
    const items: Schemas['BillItem'][] = Array.from({ length: f.number.int({ min: 1, max: 6 }) }, () => {
      const unit = money(f.number.float({ min: 0.5, max: 40, fractionDigits: 2 }));
      const quantity = f.number.int({ min: 1, max: 3 });
      return { name: products ? f.helpers.arrayElement(products) : f.commerce.productName(), quantity, price: money(unit * quantity), points: Math.round(unit * 10) * 10 * quantity };
    });
    const total = money(items.reduce((sum, item) => sum + item.price, 0));
    const points = items.reduce((sum, item) => sum + item.points, 0);
    const venue = f.helpers.arrayElement(venues);
    const id = `${member.user.id}-b-${i + 1}`;
    const isReturn = i % 11 === 10;
    member.bills.push({
      id,
      uid: `${f.string.alphanumeric({ length: 4, casing: 'upper' })}-${f.string.numeric(8)}`,
      date: at.toISOString(),
      venue,
      total,
      currency,
      points_earned: points,
      items,
      file_url: `receipt/${id}/file`,
    });
    member.transactions.push({
      id: `${member.user.id}-t-${i + 1}`,
      amount: isReturn ? -total : total,
      currency,
      date: localDate(at),
      time: localTime(at),
      transaction: isReturn ? t.return : t.purchase,
      points: isReturn ? -points : points,
      venue,
      receipt_id: id,
    });
    if (walletId) {
      member.walletTransactions.push({
        id: `${member.user.id}-w-${i + 1}`,
        wallet_id: walletId,
        created_at: at.toISOString(),
        type: isReturn ? 'adjust' : 'earn',
        points: isReturn ? -points : points,
        description: `${isReturn ? t.returnAt : t.purchaseAt} ${venue}`,
      });
    }
  }
  // The movements must lead from an empty wallet to today's balance: where the purchases earned
  // more than the member holds, the difference was spent on a reward (the newest movement).
  const current = member.user.wallets[0]?.points ?? 0;
  const earned = member.walletTransactions.reduce((sum, movement) => sum + movement.points, 0);
  if (walletId && earned > current) {
    member.walletTransactions.unshift({
      id: `${member.user.id}-w-0`,
      wallet_id: walletId,
      created_at: new Date(now - 0.1 * DAY).toISOString(),
      type: 'spend',
      points: current - earned,
      description: demoTexts(locale).rewardRedeemed,
    });
  }
  // Balances after each movement, walking back from the current balance (newest first): never below 0.
  let balance = current;
  for (const movement of member.walletTransactions) {
    movement.balance_after = balance;
    balance -= movement.points;
  }
}

export function seedInvoices(f: Faker, member: MemberRecord, now: number, locale?: string): void {
  const t = demoTexts(locale).invoices;
  const statuses: Schemas['InvoiceStatus'][] = ['pending', 'approved', 'rejected', 'approved', 'pending', 'rejected'];
  statuses.forEach((status, i) => {
    const type = f.helpers.arrayElement(['image/jpeg', 'image/png', 'application/pdf'] as const);
    const ext = { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' }[type];
    member.invoices.push({
      id: `${member.user.id}-inv-${i + 1}`,
      file_name: `${t.file}-${f.string.numeric(6)}.${ext}`,
      content_type: type,
      size: f.number.int({ min: 40_000, max: 3_000_000 }),
      uploaded_at: new Date(now - (i * 4 + 1) * DAY).toISOString(),
      status,
      points: status === 'approved' ? f.number.int({ min: 5, max: 60 }) * 100 : null,
      rejection_reason: status === 'rejected' ? f.helpers.arrayElement(t.rejections) : null,
    });
  });
}
