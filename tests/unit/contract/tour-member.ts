// Contract tour, part 2: a signed-in member (verified, unverified, no points, staff) uses every screen.
import { demoStore } from '@/mocks/handlers';
import type { Recorder } from './recorder';

const page = { limit: 20, offset: 0 };

export async function memberTour(r: Recorder): Promise<void> {
  const x = r.expect.bind(r);
  const v = (await r.login('verified@demo.test')).token;
  const u = (await r.login('unverified@demo.test')).token;
  const n = (await r.login('nopoints@demo.test')).token;
  const s = (await r.login('staff@demo.test')).token;
  const token = v;

  // User, profile, identities.
  await x(200, 'GET', 'user', { token });
  await x(200, 'GET', 'user/identities', { token });
  await x(200, 'POST', 'user/profile', { token, json: { first_name: 'Vera', phone_secondary: '+420777000111', sex: 'female' } });
  await x(400, 'POST', 'user/profile', { token, json: { first_name: '' } });
  await x(409, 'POST', 'user/profile', { token, json: { email: 'staff@demo.test' } });
  const { body: linked } = await x(200, 'POST', 'user/identity/link', { token, json: { type: 'phone', value: '+420777123456' } });
  await x(409, 'POST', 'user/identity/link', { token, json: { type: 'phone', value: '+420777123456' } });
  await x(400, 'POST', `user/identity/${linked.data.identity.id}/verify`, { token, json: { code: '1' } });
  await x(200, 'POST', `user/identity/${linked.data.identity.id}/verify`, { token, json: { code: '123456' } });
  await x(200, 'DELETE', `user/identity/${linked.data.identity.id}`, { token });
  await x(400, 'DELETE', 'user/identity/m1-id-email', { token });
  await x(404, 'DELETE', 'user/identity/nope', { token });
  await x(400, 'POST', 'user/email-verify', { token: u, json: { code: '000000' } });
  await x(200, 'POST', 'user/email-verify/resend', { token: u });

  // Consents signed in.
  const { body: profileConsents } = await x(200, 'POST', 'consents', { token, json: { filter: [{ field: 'displayIn', type: 'EQ', value: 'PROFILE' }] } });
  const marketing = profileConsents.data.consents[0];
  const { body: signed } = await x(200, 'POST', `consent/text/${marketing.version_id}/sign`, { token });
  await x(200, 'POST', `consent/text/${marketing.version_id}/revoke/${signed.data.signature.id}`, { token });
  await x(404, 'POST', `consent/text/${marketing.version_id}/revoke/${signed.data.signature.id}`, { token });
  await x(404, 'POST', 'consent/text/nope/sign', { token });

  // Coupons.
  await x(200, 'POST', 'coupons', { token, json: page });
  await x(200, 'POST', 'coupons', { token: s, json: { limit: 20, offset: 40 } });
  await x(400, 'POST', 'coupons', { token, json: { offset: 0 } });
  await x(200, 'GET', 'coupon/c-3', { token });
  await x(404, 'GET', 'coupon/nope', { token });
  await x(200, 'POST', 'coupon/c-2/activate', { token });
  await x(409, 'POST', 'coupon/c-2/activate', { token });
  await x(400, 'POST', 'coupon/c-11/activate', { token });
  await x(400, 'POST', 'coupon/c-1/activate', { token });
  await x(400, 'POST', 'coupon/c-12/activate', { token });
  await x(403, 'POST', 'coupon/c-2/activate', { token: u });
  await x(404, 'POST', 'coupon/nope/activate', { token });
  await x(200, 'POST', 'user-coupon/c-2/deactivate', { token });
  await x(400, 'POST', 'user-coupon/c-2/deactivate', { token });
  await x(400, 'POST', 'coupon/c-2/redeem', { token });
  await x(200, 'POST', 'coupon/c-3/redeem', { token });
  await x(404, 'POST', 'user-coupon/nope/deactivate', { token });

  // Rewards, perks, promo codes.
  await x(200, 'POST', 'rewards', { token, json: page });
  await x(200, 'GET', 'reward/r-1', { token });
  await x(404, 'GET', 'reward/nope', { token });
  await x(200, 'POST', 'reward/r-1/select', { token, json: { fulfilment: 'pickup', pickup_store_id: 'store-1' } });
  await x(200, 'POST', 'reward/r-2/select', { token, json: { fulfilment: 'donation' } });
  await x(200, 'POST', 'reward/r-1/select', { token, json: { fulfilment: 'delivery', delivery_address_id: 'm1-a-1' } });
  await x(400, 'POST', 'reward/r-1/select', { token, json: { fulfilment: 'pickup' } });
  await x(400, 'POST', 'reward/r-3/select', { token, json: { fulfilment: 'delivery', delivery_address_id: 'm1-a-1' } });
  await x(400, 'POST', 'reward/r-4/select', { token, json: { fulfilment: 'pickup', pickup_store_id: 'store-1' } });
  await x(403, 'POST', 'reward/r-1/select', { token: u, json: { fulfilment: 'pickup', pickup_store_id: 'store-1' } });
  await x(200, 'POST', 'perks', { token, json: page });
  await x(200, 'POST', 'promo-code/redeem', { token, json: { code: 'WELCOME100' } });
  await x(409, 'POST', 'promo-code/redeem', { token, json: { code: 'WELCOME100' } });
  await x(400, 'POST', 'promo-code/redeem', { token, json: { code: 'NOPE' } });
  await x(200, 'POST', 'promo-code/redeem', { token, json: { code: 'freecoffee' } });

  // Messages.
  const { body: news } = await x(200, 'POST', 'news', { token, json: { filter: { channel_slug: ['web'] }, ...page } });
  await x(200, 'POST', 'news', { token, json: { limit: 5, offset: 20 } });
  await x(200, 'GET', `news/article/${news.data.news[0].id}`, { token });
  await x(404, 'GET', 'news/article/nope', { token });

  // Histories, receipts, invoices.
  await x(200, 'POST', 'transactions', { token, json: page });
  await x(200, 'POST', 'transactions', { token: n, json: page });
  await x(200, 'POST', 'wallet-transactions', { token, json: page });
  await x(200, 'POST', 'wallet-transactions', { token, json: { ...page, wallet_id: 'w1b' } });
  const { body: receipts } = await x(200, 'POST', 'receipts', { token, json: page });
  await x(200, 'GET', `receipt/${receipts.data.receipts[0].id}`, { token });
  await x(200, 'GET', `receipt/${receipts.data.receipts[0].id}/file`, { token });
  await x(404, 'GET', 'receipt/nope', { token });
  await x(404, 'GET', 'receipt/nope/file', { token });
  await x(200, 'POST', 'invoices', { token, json: page });
  await x(200, 'POST', 'invoices', { token, json: { ...page, status: 'pending' } });
  const upload = (name: string, type: string, size: number, signed = true) => {
    const form = new FormData();
    // Content decides the type: give JPG/PNG/PDF their signature, anything else stays zeros.
    const signatures: Record<string, number[]> = { 'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'image/jpeg': [0xff, 0xd8, 0xff], 'application/pdf': [0x25, 0x50, 0x44, 0x46, 0x2d] };
    const bytes = new Uint8Array(size);
    if (signed) bytes.set((signatures[type] ?? []).slice(0, size));
    form.append('file', new File([bytes], name, { type }));
    return form;
  };
  await x(200, 'POST', 'invoice/upload', { token, form: upload('bill.pdf', 'application/pdf', 2048) });
  await x(415, 'POST', 'invoice/upload', { token, form: upload('bill.gif', 'image/gif', 2048) });
  await x(413, 'POST', 'invoice/upload', { token, form: upload('big.png', 'image/png', 10 * 1024 * 1024 + 1) });
  await x(415, 'POST', 'invoice/upload', { token, form: upload('setup.pdf', 'application/pdf', 512, false) });
  await x(400, 'POST', 'invoice/upload', { token, form: upload('empty.pdf', 'application/pdf', 0) });
  await x(400, 'POST', 'invoice/upload', { token, form: new FormData() });

  // Delivery addresses and the card.
  const address = { name: 'Vera Verified', street: 'Main 1', city: 'Brno', postal_code: '60200', country: 'Czechia' };
  await x(200, 'POST', 'delivery-addresses', { token, json: page });
  const { body: created } = await x(200, 'POST', 'delivery-address', { token, json: address });
  const id = created.data.address.id;
  await x(400, 'POST', 'delivery-address', { token, json: { ...address, city: '' } });
  await x(200, 'GET', `delivery-address/${id}`, { token });
  await x(200, 'POST', `delivery-address/${id}`, { token, json: { ...address, street: 'Main 2' } });
  await x(400, 'POST', `delivery-address/${id}`, { token, json: { ...address, street: '' } });
  await x(200, 'DELETE', `delivery-address/${id}`, { token });
  await x(404, 'GET', `delivery-address/${id}`, { token });
  await x(404, 'DELETE', `delivery-address/${id}`, { token });
  await x(200, 'GET', 'card', { token });
  await x(200, 'GET', 'card', { token: n });
  await x(400, 'POST', 'card/pair', { token: n, json: { card_number: '123' } });
  await x(409, 'POST', 'card/pair', { token: n, json: { card_number: '4000000000000001' } });
  await x(200, 'POST', 'card/pair', { token: n, json: { card_number: '4000123412345678' } });
  await x(400, 'POST', 'card/request', { token: n, json: { delivery_address_id: 'nope' } });
  await x(200, 'POST', 'card/request', { token, json: { delivery_address_id: 'm1-a-1' } });

  // Privacy: data request, then deletion of the staff account, confirmed by the e-mailed token.
  await x(200, 'POST', 'privacy/request/data', { token, json: {} });
  await x(200, 'POST', 'privacy/request/deletion', { token: s, json: { reason: 'Testing' } });
  const privacyToken = demoStore().outbox.findLast((m) => m.kind === 'privacy-confirmation')?.token;
  await x(400, 'POST', 'privacy/confirm-request', { json: { token: 'bogus' } });
  await x(200, 'POST', 'privacy/confirm-request', { json: { token: privacyToken } });
  await x(401, 'GET', 'user', { token: s });
}
