// Transactions, wallet movements, receipts with bills (and their PDF), invoices and their upload.
import { HttpResponse } from 'msw';
import { SIGNATURE_BYTES, sniffType, UPLOAD_MAX_BYTES, UPLOAD_TYPES, uploadRefusal } from '@/lib/rules/upload';
import { MSG } from '../messages';
import { receiptPdf } from '../store/pdf';
import { languageFromGeneral } from '@/lib/i18n/languages';
import type { Schemas } from '../store/types';
import { authed, badPage, body, fail, notFound, ok, pageOf, param, slice, str, type MemberHandlers } from './http';


export const historyHandlers = {
  listTransactions: authed(async ({ request, member }) => {
    const page = pageOf(await body(request));
    if (!page) return badPage();
    return ok('listTransactions', { transactions: slice(member.transactions, page), total: member.transactions.length });
  }),
  listWalletTransactions: authed(async ({ request, member }) => {
    const payload = await body(request);
    const page = pageOf(payload);
    if (!page) return badPage();
    const walletId = str(payload.wallet_id);
    const rows = member.walletTransactions.filter((w) => !walletId || w.wallet_id === walletId);
    return ok('listWalletTransactions', { wallet_transactions: slice(rows, page), total: rows.length });
  }),
  listReceipts: authed(async ({ request, member }) => {
    const page = pageOf(await body(request));
    if (!page) return badPage();
    const receipts = member.bills.map(({ id, uid, date, venue, total, currency, points_earned }) => ({ id, uid, date, venue, total, currency, points_earned }));
    return ok('listReceipts', { receipts: slice(receipts, page), total: receipts.length });
  }),
  getReceipt: authed(({ params, member }) => {
    const bill = member.bills.find((b) => b.id === param(params, 'id'));
    return bill ? ok('getReceipt', { bill }) : notFound();
  }),
  downloadReceipt: authed(({ params, store, member }) => {
    const bill = member.bills.find((b) => b.id === param(params, 'id'));
    if (!bill) return notFound();
    const language = languageFromGeneral(String(store.preset.general['GENERAL.lang'] ?? 'en'));
    return new HttpResponse(receiptPdf(bill, language), {
      headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="receipt-${bill.uid}.pdf"` },
    });
  }),
  listInvoices: authed(async ({ request, member }) => {
    const payload = await body(request);
    const page = pageOf(payload);
    if (!page) return badPage();
    const status = str(payload.status);
    const rows = member.invoices.filter((i) => !status || i.status === status);
    return ok('listInvoices', { invoices: slice(rows, page), total: rows.length });
  }),
  uploadInvoice: authed(async ({ request, store, member }) => {
    let file: FormDataEntryValue | null;
    try {
      file = (await request.formData()).get('file');
    } catch {
      file = null;
    }
    if (!file || typeof file === 'string') return fail(400, MSG.mandatory, { code: 'MANDATORY', fields: { file: 'file is a required field' } });
    const head = new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer());
    // Judged by content (the same rules as the portal's form), never by the name.
    const refusal = uploadRefusal({ head, size: file.size }, { accept: UPLOAD_TYPES, maxBytes: UPLOAD_MAX_BYTES });
    if (refusal === 'empty') return fail(400, MSG.fileEmpty, { code: 'EMPTY_FILE' });
    if (refusal === 'type') return fail(415, MSG.fileType, { code: 'INVALID_FILE_TYPE' });
    if (refusal === 'size') return fail(413, MSG.fileSize, { code: 'FILE_TOO_LARGE' });
    const type = sniffType(head) as Schemas['Invoice']['content_type'];
    const invoice: Schemas['Invoice'] = {
      id: store.nextId(`${member.user.id}-inv`),
      file_name: file.name || `invoice.${type === 'application/pdf' ? 'pdf' : type === 'image/png' ? 'png' : 'jpg'}`,
      content_type: type,
      size: file.size,
      uploaded_at: store.nowIso(),
      status: 'pending',
      points: null,
      rejection_reason: null,
    };
    member.invoices.unshift(invoice);
    return ok('uploadInvoice', { invoice });
  }),
} satisfies Partial<MemberHandlers>;
