// @vitest-environment node
// The demo's documents as a member reads them: the receipt PDF in the channel's language and formats,
// with every letter printed (an embedded TrueType font), bills whose lines add up, leaflets still valid.
import { inflateSync } from 'node:zlib';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handlers, resetDemoStore } from '@/mocks/handlers';
import { receiptPdf } from '@/mocks/store/pdf';
import { createFormatters } from '@/lib/format';
import cs from '@/lib/i18n/locales/cs.json';
import { BASE, Recorder } from './recorder';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

/** The streams of a PDF, inflated where compressed. */
function streams(pdf: Uint8Array): string[] {
  const raw = Buffer.from(pdf).toString('latin1');
  const out: string[] = [];
  const re = /<<([^]*?)>>\s*stream\r?\n/g;
  for (let m = re.exec(raw); m; m = re.exec(raw)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    const bytes = Buffer.from(raw.slice(start, end), 'latin1');
    out.push(m[1]!.includes('FlateDecode') ? inflateSync(bytes).toString('latin1') : bytes.toString('latin1'));
  }
  return out;
}

/** The text a reader extracts: glyph ids of every shown string, mapped through the ToUnicode CMap. */
function pdfText(pdf: Uint8Array): string {
  const all = streams(pdf);
  const map = new Map<string, string>();
  for (const cmap of all.filter((s) => s.includes('begincmap'))) {
    for (const block of cmap.matchAll(/beginbfchar([^]*?)endbfchar/g)) {
      for (const [, glyph, unicode] of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
        map.set(glyph!.toLowerCase().padStart(4, '0'), String.fromCodePoint(parseInt(unicode!, 16)));
      }
    }
  }
  const shown: string[] = [];
  for (const content of all.filter((s) => /\bTj\b|\bTJ\b/.test(s))) {
    for (const [, hex] of content.matchAll(/<([0-9a-fA-F]+)>\s*Tj/g)) {
      shown.push((hex!.toLowerCase().match(/.{4}/g) ?? []).map((g) => map.get(g) ?? '\uFFFD').join(''));
    }
  }
  return shown.join('\n');
}

const bill = {
  id: 'b1',
  uid: 'AB12-00000001',
  date: '2026-11-20T14:05:00.000Z',
  venue: 'Čerpací stanice Žďár — Łódź, Ștefan, Пловдив',
  total: 33.5,
  currency: 'CZK',
  points_earned: 3300,
  items: [
    { name: 'Káva s mlékem', quantity: 2, price: 20, points: 2000 },
    { name: 'Rohlík', quantity: 1, price: 13.5, points: 1300 },
  ],
  file_url: 'receipt/b1/file',
};

describe('receipt PDF', () => {
  it('prints every letter, the channel language labels and its date, time and amount formats', () => {
    const text = pdfText(receiptPdf(bill, 'cs'));
    const format = createFormatters('cs');
    expect(text).not.toContain('?');
    expect(text).not.toContain('\uFFFD');
    expect(text).toContain(bill.venue);
    expect(text).toContain('2 × Káva s mlékem');
    expect(text).toContain(cs.history.bill.title.replace('{{uid}}', bill.uid));
    expect(text).toContain(cs.history.bill.total);
    expect(text).toContain(cs.history.bill.pointsEarned);
    expect(text).toContain(`${format.date(bill.date)} ${format.time(bill.date)}`);
    expect(text).toContain(format.currency(33.5, 'CZK'));
    expect(text, 'no raw ISO time').not.toContain('2026-11-20T');
  });

  it('embeds the font it prints with (a TrueType file)', () => {
    const raw = Buffer.from(receiptPdf(bill, 'bg')).toString('latin1');
    expect(raw).toMatch(/\/FontFile2/);
    expect(raw).toMatch(/\/BaseFont \/DejaVuSans/);
  });
});

describe('seeded receipts', () => {
  for (const preset of ['default', 'fuel-cz', 'drugstore-pl'] as const) {
    it(`lines add up to the total and to the points earned, and the download is that bill's PDF (${preset})`, async () => {
      resetDemoStore({ preset });
      const r = new Recorder();
      const { token } = await r.login('verified@demo.test');
      const receipts = (await r.post('receipts', { limit: 100, offset: 0 }, token)).body.data.receipts as { id: string }[];
      expect(receipts.length).toBeGreaterThan(0);
      for (const { id } of receipts) {
        const { bill: seeded } = (await r.get(`receipt/${id}`, token)).body.data as { bill: typeof bill };
        const cents = seeded.items.reduce((sum, item) => sum + Math.round(item.price * 100), 0);
        expect(cents, `${id}: items add up to the total`).toBe(Math.round(seeded.total * 100));
        expect(seeded.items.reduce((sum, item) => sum + item.points, 0), `${id}: points add up`).toBe(seeded.points_earned);
      }
      const response = await fetch(new URL(`receipt/${receipts[0]!.id}/file`, BASE), { headers: { Authorization: `Bearer ${token}`, 'X-Channel-Id': 'demo-default' } });
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(pdfText(new Uint8Array(await response.arrayBuffer()))).not.toContain('\uFFFD');
    });
  }
});

describe('leaflets', () => {
  it('lists only leaflets still valid on the demo clock, and drops one once it expires', async () => {
    resetDemoStore({ preset: 'default' });
    const r = new Recorder();
    const list = async () => (await r.post('leaflets', { limit: 100, offset: 0 })).body.data as { leaflets: { valid_until: string | null }[]; total: number };
    const today = () => new Date().toISOString().slice(0, 10);
    const first = await list();
    expect(first.leaflets.length).toBeGreaterThan(0);
    expect(first.total).toBe(first.leaflets.length);
    for (const leaflet of first.leaflets) expect(leaflet.valid_until === null || leaflet.valid_until >= today()).toBe(true);
    await r.post('../../__demo/time', { advance_seconds: 8 * 86_400 });
    expect((await list()).leaflets.length, 'a week later fewer are valid').toBeLessThan(first.leaflets.length);
  });
});

describe('wallet movements', () => {
  for (const preset of ['default', 'fuel-cz', 'drugstore-pl'] as const) {
    it(`never show a negative balance, and lead to the wallet's points (${preset})`, async () => {
      resetDemoStore({ preset });
      const r = new Recorder();
      const { token } = await r.login('verified@demo.test');
      const user = (await r.get('user', token)).body.data as { wallets: { id: string; is_primary: boolean; points: number }[] };
      const rows = (await r.post('wallet-transactions', { limit: 100, offset: 0 }, token)).body.data.wallet_transactions as { wallet_id: string; balance_after: number; points: number }[];
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row.balance_after, 'balance after a movement').toBeGreaterThanOrEqual(0);
      const primary = user.wallets.find((w) => w.is_primary)!;
      const ofPrimary = rows.filter((row) => row.wallet_id === primary.id);
      expect(ofPrimary[0]!.balance_after).toBe(primary.points);
      expect(ofPrimary.at(-1)!.balance_after - ofPrimary.at(-1)!.points, 'the oldest starts from an empty wallet').toBe(0);
    });
  }
});
