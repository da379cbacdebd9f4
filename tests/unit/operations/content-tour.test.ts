// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createDeliveryAddress } from '@/lib/api/operations/create-delivery-address';
import { deleteDeliveryAddress } from '@/lib/api/operations/delete-delivery-address';
import { downloadReceipt } from '@/lib/api/operations/download-receipt';
import { getDeliveryAddress } from '@/lib/api/operations/get-delivery-address';
import { getNewsArticle } from '@/lib/api/operations/get-news-article';
import { getPage } from '@/lib/api/operations/get-page';
import { getPageHtml } from '@/lib/api/operations/get-page-html';
import { getReceipt } from '@/lib/api/operations/get-receipt';
import { listDeals } from '@/lib/api/operations/list-deals';
import { listDeliveryAddresses } from '@/lib/api/operations/list-delivery-addresses';
import { listInvoices } from '@/lib/api/operations/list-invoices';
import { listLeaflets } from '@/lib/api/operations/list-leaflets';
import { listNews } from '@/lib/api/operations/list-news';
import { listReceipts } from '@/lib/api/operations/list-receipts';
import { listTransactions } from '@/lib/api/operations/list-transactions';
import { listWalletTransactions } from '@/lib/api/operations/list-wallet-transactions';
import { updateDeliveryAddress } from '@/lib/api/operations/update-delivery-address';
import { uploadInvoice } from '@/lib/api/operations/upload-invoice';
import { installDemoBackend, signIn } from './demo-backend';

const backend = installDemoBackend();
const page = { limit: 20, offset: 0 };

describe('content', () => {
  it('lists deals signed out, at most 20 a page', async () => {
    const deals = await listDeals(page);
    expect(deals.length).toBeGreaterThan(0);
    expect(deals.length).toBeLessThanOrEqual(20);
    expect(deals[0]).toMatchObject({ title: expect.any(String), images_obj: expect.any(Array), link_type: expect.any(String) });
  });

  it('lists the messages of the channel slugs, newest first, and reads one', async () => {
    await signIn('verified');
    const news = await listNews({ filter: { channel_slug: ['web'] }, ...page });
    expect(news.length).toBeGreaterThan(0);
    expect(news.length).toBeLessThanOrEqual(20);
    expect(news.every((n) => n.channel_slug === 'web')).toBe(true);
    expect(news.map((n) => n.timestamp)).toEqual([...news.map((n) => n.timestamp)].sort((a, b) => b - a));
    const app = await listNews({ filter: { channel_slug: ['app'] }, ...page });
    expect(app.every((n) => n.channel_slug === 'app')).toBe(true);
    await expect(getNewsArticle(news[0]!.id)).resolves.toEqual(news[0]);
  });

  it('lists leaflets with their PDF', async () => {
    const leaflets = await listLeaflets(page);
    expect(leaflets.length).toBeGreaterThan(0);
    expect(leaflets.every((l) => l.file_url.length > 0)).toBe(true);
  });

  it('an HTML page has its document; another type has none', async () => {
    const html = await getPage('1');
    expect(html.type).toBe('HTML');
    expect(await getPageHtml('1')).toContain('<html');
    expect((await getPage('2')).type).not.toBe('HTML');
    await expect(getPageHtml('2')).rejects.toMatchObject({ status: 404 });
  });
});

describe('histories', () => {
  it('pages transactions by 20 without overlap', async () => {
    await signIn('verified');
    const first = await listTransactions(page);
    const second = await listTransactions({ limit: 20, offset: 20 });
    expect(first).toHaveLength(20);
    expect(second.length).toBeGreaterThan(0);
    expect(second.some((t) => first.some((f) => f.id === t.id))).toBe(false);
    expect(first[0]).toMatchObject({ venue: expect.any(String), time: expect.stringMatching(/^\d\d:\d\d$/) });
  });

  it('a member without history has empty lists', async () => {
    await signIn('nopoints');
    expect(await listTransactions(page)).toHaveLength(0);
    expect(await listReceipts(page)).toHaveLength(0);
  });

  it('filters wallet movements by wallet', async () => {
    await signIn('verified');
    const all = await listWalletTransactions(page);
    expect(all.length).toBeGreaterThan(0);
    const wallet = all[0]!.wallet_id;
    const one = await listWalletTransactions({ ...page, wallet_id: wallet });
    expect(one.length).toBeGreaterThan(0);
    expect(one.every((w) => w.wallet_id === wallet)).toBe(true);
  });

  it('reads a bill with its items and downloads it as a PDF with the bearer token', async () => {
    await signIn('verified');
    const [receipt] = await listReceipts(page);
    const bill = await getReceipt(receipt!.id);
    expect(bill).toMatchObject({ id: receipt!.id, uid: receipt!.uid });
    expect(bill.items.length).toBeGreaterThan(0);
    const pdf = await downloadReceipt(receipt!.id);
    expect(pdf).toBeInstanceOf(Blob);
    expect(pdf.type).toBe('application/pdf');
    expect(await pdf.text()).toMatch(/^%PDF/);
  });

  it('uploads an invoice as multipart; it starts pending and shows in its tab', async () => {
    await signIn('verified');
    const file = new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d])], 'fuel.pdf', { type: 'application/pdf' });
    const invoice = await uploadInvoice({ file, note: 'March' });
    expect(invoice).toMatchObject({ file_name: 'fuel.pdf', content_type: 'application/pdf', size: 5, status: 'pending' });
    const pending = await listInvoices({ ...page, status: 'pending' });
    expect(pending[0]!.id).toBe(invoice.id);
    expect(pending.every((i) => i.status === 'pending')).toBe(true);
    expect((await listInvoices({ ...page, status: 'approved' })).some((i) => i.id === invoice.id)).toBe(false);
  });

  it('refuses another file type with its message', async () => {
    await signIn('verified');
    const file = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    await expect(uploadInvoice({ file })).rejects.toMatchObject({ status: 415, message: 'Upload a JPG, PNG or PDF file' });
    expect(backend.reported).toHaveLength(1);
  });
});

describe('delivery addresses', () => {
  it('creates, reads, updates and deletes an address', async () => {
    await signIn('verified');
    const before = await listDeliveryAddresses(page);
    const input = { name: 'Vera Verified', street: 'Long Street 1', city: 'Brno', postal_code: '60200', country: 'Czechia' };
    const created = await createDeliveryAddress(input);
    expect(created).toMatchObject(input);
    expect(await listDeliveryAddresses(page)).toHaveLength(before.length + 1);
    await expect(getDeliveryAddress(created.id)).resolves.toEqual(created);

    const updated = await updateDeliveryAddress({ id: created.id, address: { ...input, street: 'Short Street 2' } });
    expect(updated.street).toBe('Short Street 2');
    expect((await getDeliveryAddress(created.id)).street).toBe('Short Street 2');

    await expect(deleteDeliveryAddress(created.id)).resolves.toEqual({ success: true });
    expect(await listDeliveryAddresses(page)).toEqual(before);
    await expect(getDeliveryAddress(created.id)).rejects.toMatchObject({ status: 404 });
  });

  it('an empty field fails with "Fill in mandatory fields"', async () => {
    await signIn('verified');
    await expect(
      createDeliveryAddress({ name: 'X', street: '', city: 'Brno', postal_code: '60200', country: 'Czechia' }),
    ).rejects.toMatchObject({ message: 'Fill in mandatory fields' });
  });
});
