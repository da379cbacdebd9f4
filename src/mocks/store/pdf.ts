// The demo's receipt PDF (jspdf), as a member reads it: the channel's language and formats, and an
// embedded TrueType font (DejaVu Sans, npm `dejavu-fonts-ttf`) that has every letter of the eight
// languages (Latin Extended for cs, sk, pl, ro, fr; Cyrillic for bg). jspdf's built-in Helvetica
// has only WinAnsi letters: "č", "ł" or "ș" would print as "?".
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { jsPDF } from 'jspdf';
import type { Language } from '@/lib/i18n/languages';
import { createFormatters } from '@/lib/format';
import { servedTranslations } from '../shipped-translations';
import type { Schemas } from './types';

const FONT = 'DejaVuSans';
let fontBase64: string | null = null;
/** The font file, read once (756 kB) on the first receipt, never at start-up. */
function font(): string {
  fontBase64 ??= readFileSync(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')).toString('base64');
  return fontBase64;
}

/** The shipped text of `key` in `language`, else in English (en_GB ships only its differences). */
function text(language: Language, key: string, values: Record<string, string> = {}): string {
  const template = servedTranslations(language)[key] ?? servedTranslations('en')[key] ?? key;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => values[name] ?? '');
}

/** A bill as a one-page A4 PDF: title, date and time, venue, the items (quantity, points, price), total. */
export function receiptPdf(bill: Schemas['Bill'], language: Language): Uint8Array {
  const format = createFormatters(language);
  const currency = bill.currency ?? 'EUR';
  const doc = new jsPDF({ unit: 'pt', format: 'a4', compress: true });
  doc.addFileToVFS(`${FONT}.ttf`, font());
  doc.addFont(`${FONT}.ttf`, FONT, 'normal');
  doc.setFont(FONT, 'normal');
  doc.setProperties({ title: text(language, 'history.bill.title', { uid: bill.uid }) });
  doc.setLanguage(language.replace('_', '-') as Parameters<typeof doc.setLanguage>[0]);

  const left = 50;
  const right = 545;
  let y = 70;
  doc.setFontSize(18);
  doc.text(text(language, 'history.bill.title', { uid: bill.uid }), left, y);
  doc.setFontSize(11);
  y += 24;
  doc.text(`${format.date(bill.date)} ${format.time(bill.date)}`, left, y);
  if (bill.venue) doc.text(bill.venue, right, y, { align: 'right' });
  y += 30;
  const header = () => {
    doc.text(text(language, 'history.bill.item'), left, y);
    doc.text(text(language, 'history.columns.points'), 400, y, { align: 'right' });
    doc.text(text(language, 'history.bill.price'), right, y, { align: 'right' });
    y += 6;
    doc.line(left, y, right, y);
    y += 16;
  };
  header();
  for (const item of bill.items) {
    const name = item.quantity && item.quantity > 1 ? `${item.quantity} × ${item.name}` : item.name;
    const lines = doc.splitTextToSize(name, 300) as string[];
    doc.text(lines, left, y);
    doc.text(format.points(item.points), 400, y, { align: 'right' });
    doc.text(format.currency(item.price, currency), right, y, { align: 'right' });
    y += 16 * lines.length;
    if (y > 760) {
      doc.addPage();
      y = 70;
      header();
    }
  }
  y += 2;
  doc.line(left, y - 12, right, y - 12);
  y += 6;
  doc.text(text(language, 'history.bill.total'), left, y);
  doc.text(format.currency(bill.total, currency), right, y, { align: 'right' });
  y += 18;
  doc.text(text(language, 'history.bill.pointsEarned'), left, y);
  doc.text(format.points(bill.points_earned), right, y, { align: 'right' });
  return new Uint8Array(doc.output('arraybuffer'));
}
