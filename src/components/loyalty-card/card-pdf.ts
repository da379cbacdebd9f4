import { rasterizeImage, rasterizeText } from '@/lib/image/rasterize';
import { barcodeBars } from './barcode-modules';
import { groupCardNumber } from './card-visual';

export type CardPdfInput = {
  cardNumber: string;
  /** The member's name, null when unknown. */
  holder: string | null;
  /** The card's title ("Loyalty card" in the channel's language). */
  title: string;
  numberLabel: string;
  /** HEADER.logo.url, if any. */
  logoUrl: string | null;
  colors: { primary: string; onPrimary: string };
  font: string;
};

/** An ID-1 card (ISO/IEC 7810), in mm, drawn on an A4 page. */
export const CARD_SIZE_MM = { width: 85.6, height: 53.98 } as const;
const MARGIN = 20;
/** PDF standard fonts are WinAnsi: text outside Latin-1 goes in as an image of the browser's rendering. */
const WIN_ANSI = /^[\x20-\x7e\xa0-\xff]*$/;

/** `loyalty-card-4000000000000001.pdf`: the file name a member finds in the downloads. */
export function cardPdfFileName(cardNumber: string): string {
  return `loyalty-card-${cardNumber.replace(/\D/g, '')}.pdf`;
}

/**
 * The card as a PDF built in the browser with jsPDF (loaded on Save as PDF only): channel logo,
 * the card in its real size with a vector Code 128 barcode (0.5 mm modules, well above what till
 * scanners need), the number as text and the member's name.
 */
export async function buildCardPdf(input: CardPdfInput): Promise<Blob> {
  const { jsPDF } = await import('jspdf');
  const doc = new jsPDF({ unit: 'mm', format: 'a4', orientation: 'portrait', compress: false });
  const digits = input.cardNumber.replace(/\s+/g, '');
  doc.setProperties({ title: `${input.title} ${groupCardNumber(digits)}`, creator: 'Member portal' });

  const text = (value: string, x: number, y: number, size: number, color: string, bold = false) => {
    if (WIN_ANSI.test(value)) {
      doc.setFont('helvetica', bold ? 'bold' : 'normal');
      doc.setFontSize(size);
      doc.setTextColor(color);
      doc.text(value, x, y, { baseline: 'middle' });
      return;
    }
    const heightMm = size * 0.3528 * 1.3;
    const image = rasterizeText(value, { height: Math.round(heightMm * 12), color, font: input.font, bold });
    if (image) doc.addImage(image.dataUrl, 'PNG', x, y - heightMm / 2, (image.width / image.height) * heightMm, heightMm);
  };

  let top = MARGIN;
  if (input.logoUrl) {
    const logo = await rasterizeImage(input.logoUrl, { width: 600, height: 180 });
    if (logo) {
      const heightMm = 15;
      doc.addImage(logo.dataUrl, 'PNG', MARGIN, top, Math.min(60, (logo.width / logo.height) * heightMm), heightMm);
      top += heightMm + 8;
    }
  }

  const { width, height } = CARD_SIZE_MM;
  doc.setFillColor(input.colors.primary);
  doc.roundedRect(MARGIN, top, width, height, 3, 3, 'F');
  text(input.title, MARGIN + 5, top + 6, 11, input.colors.onPrimary, true);
  if (input.holder) text(input.holder, MARGIN + 5, top + 11.5, 9, input.colors.onPrimary);

  const scanTop = top + 16;
  doc.setFillColor('#ffffff');
  doc.rect(MARGIN + 2, scanTop, width - 4, height - 18, 'F');
  const { bars, width: modules } = barcodeBars(digits);
  const module = (width - 8) / modules;
  doc.setFillColor('#000000');
  for (const bar of bars) doc.rect(MARGIN + 4 + bar.x * module, scanTop + 2.5, bar.width * module, 22, 'F');
  doc.setFont('courier', 'bold');
  doc.setFontSize(13);
  doc.setTextColor('#000000');
  doc.text(groupCardNumber(digits), MARGIN + width / 2, scanTop + 30, { align: 'center', baseline: 'middle' });

  text(`${input.numberLabel}: ${groupCardNumber(digits)}`, MARGIN, top + height + 8, 10, '#000000');
  return doc.output('blob');
}

/** Hands the PDF to the browser as a download. */
export function downloadBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
