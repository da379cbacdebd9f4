import { BarcodeFormat, BinaryBitmap, Code128Reader, HybridBinarizer, RGBLuminanceSource } from '@zxing/library';
import { describe, expect, it } from 'vitest';
import { barcodeBars, QUIET_ZONE } from './barcode-modules';

/** Paints the bars as a grey-scale image (3 px a module) and reads it back with ZXing. */
function decode(value: string): { text: string; format: BarcodeFormat } {
  const { bars, width } = barcodeBars(value);
  const scale = 3;
  const height = 40;
  const row = new Uint8ClampedArray(width * scale).fill(255);
  for (const bar of bars) row.fill(0, bar.x * scale, (bar.x + bar.width) * scale);
  const pixels = new Uint8ClampedArray(row.length * height);
  for (let y = 0; y < height; y += 1) pixels.set(row, y * row.length);
  const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(pixels, row.length, height)));
  const result = new Code128Reader().decode(bitmap);
  return { text: result.getText(), format: result.getBarcodeFormat() };
}

describe('card barcode (JsBarcode modules)', () => {
  it('a decoder reads the card number back from the bars', () => {
    expect(decode('4000000000000001')).toEqual({ text: '4000000000000001', format: BarcodeFormat.CODE_128 });
    expect(decode('4000123412345678').text).toBe('4000123412345678');
  });

  it('keeps a quiet zone of 10 modules each side; 16 digits are start C, 8 pairs, check and stop', () => {
    const { bars, width } = barcodeBars('4000123412345678');
    expect(bars[0]!.x).toBe(QUIET_ZONE);
    const last = bars[bars.length - 1]!;
    expect(last.x + last.width).toBe(width - QUIET_ZONE);
    expect(width).toBe(2 * QUIET_ZONE + 10 * 11 + 13);
  });

  it('refuses an empty value', () => {
    expect(() => barcodeBars('')).toThrow();
  });
});
