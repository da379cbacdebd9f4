// The size check reads every frame a file holds, not only the size its header announces: a GIF
// frame larger than (or placed outside) its logical screen, a JPEG's later frame header (after the
// first scan, or in a JPEG after the first one's end), an APNG frame, a WebP animation frame or
// bitstream larger than its canvas. The hostile files are built here from bytes.
import { describe, expect, it } from 'vitest';
import { be16, be32, bytes, gif, jpeg, le24, le32, scan, sof, sos } from '@/test-support/image-bytes';
import { png } from '@/test-support/png';
import { assetRefusal, sniffImage } from './image-sniff';

function pngChunk(type: string, data: number[]): number[] {
  return [...be32(data.length), ...bytes(type), ...data, 0, 0, 0, 0];
}
/** A 10×10 PNG with an APNG frame control after its IHDR. */
function apng(w: number, h: number, x = 0, y = 0): Uint8Array {
  const base = png(10, 10);
  const fctl = pngChunk('fcTL', [...be32(0), ...be32(w), ...be32(h), ...be32(x), ...be32(y), 0, 1, 0, 10, 0, 0]);
  return bytes(base.subarray(0, 33), fctl, base.subarray(33));
}

function riffChunk(fourcc: string, data: number[]): number[] {
  return [...bytes(fourcc), ...le32(data.length), ...data, ...(data.length % 2 ? [0] : [])];
}
const vp8l = (w: number, h: number) => riffChunk('VP8L', [0x2f, ...le32(((w - 1) | ((h - 1) << 14)) >>> 0), 0, 0, 0]);
function webp(...chunks: number[][]): Uint8Array {
  const body = chunks.flat();
  return bytes('RIFF', le32(4 + body.length), 'WEBP', body);
}
const vp8x = (w: number, h: number) => riffChunk('VP8X', [0x02, 0, 0, 0, ...le24(w - 1), ...le24(h - 1)]);
const anmf = (w: number, h: number, x = 0, y = 0, inner = vp8l(w, h)) => riffChunk('ANMF', [...le24(x / 2), ...le24(y / 2), ...le24(w - 1), ...le24(h - 1), ...le24(100), 0, ...inner]);

const over = (file: Uint8Array) => assetRefusal(file);

describe('image size from every frame', () => {
  it('refuses a GIF whose frame is larger than its screen, or placed outside it', () => {
    expect(sniffImage(gif([{ w: 30000, h: 30000 }]))).toMatchObject({ kind: 'image', type: 'image/gif', width: 10, height: 10, extent: { width: 30000, height: 30000 } });
    expect(over(gif([{ w: 10, h: 10 }, { w: 30000, h: 30000 }]))).toMatchObject({ code: 'ASSET_DIMENSIONS', message: expect.stringContaining('30000 × 30000') });
    expect(over(gif([{ w: 1, h: 1, x: 30000 }]))?.code).toBe('ASSET_DIMENSIONS');
    expect(over(gif([{ w: 10, h: 10 }, { w: 5, h: 5, x: 5, y: 5 }]))).toBeNull();
    expect(sniffImage(gif([{ w: 10, h: 10 }, { w: 5, h: 5, x: 5, y: 5 }]))).toMatchObject({ width: 10, height: 10, extent: { width: 10, height: 10 } });
    // A block the format does not have: damaged, refused.
    const broken = gif([{ w: 10, h: 10 }]);
    broken[broken.length - 1] = 0x99;
    expect(over(bytes(broken, [0x2c]))?.code).toBe('ASSET_DIMENSIONS');
  });

  it('refuses a JPEG whose second frame header, after the first scan, is larger', () => {
    expect(sniffImage(jpeg([0xc0, 10, 10], [0xc2, 60000, 60000]))).toMatchObject({ kind: 'image', width: 10, height: 10, extent: { width: 60000, height: 60000 } });
    expect(over(jpeg([0xc0, 10, 10], [0xc2, 60000, 60000]))).toMatchObject({ code: 'ASSET_DIMENSIONS', message: expect.stringContaining('60000 × 60000') });
    // A hierarchical DHP, and a JPEG appended after the first one's EOI, count too.
    expect(over(jpeg([0xde, 60000, 20], [0xc0, 10, 10]))?.code).toBe('ASSET_DIMENSIONS');
    expect(over(bytes(jpeg([0xc0, 10, 10]), [0, 0], jpeg([0xc1, 9000, 10])))?.code).toBe('ASSET_DIMENSIONS');
    expect(over(jpeg([0xc0, 10, 10], [0xc2, 10, 10]))).toBeNull();
  });

  it('does not read a frame header inside another segment (an EXIF thumbnail) as the image', () => {
    const exif = [0xff, 0xe1, ...be16(2 + 6 + 2 + 9), ...bytes('Exif'), 0, 0, 0xff, 0xd8, ...sof(0xc0, 60000, 60000).slice(0, 9)];
    const file = bytes([0xff, 0xd8], exif, sof(0xc0, 12, 8), sos, scan, [0xff, 0xd9]);
    expect(sniffImage(file)).toMatchObject({ kind: 'image', type: 'image/jpeg', width: 12, height: 8, extent: { width: 12, height: 8 } });
  });

  it('refuses an APNG frame larger than its IHDR, and keeps one within it', () => {
    expect(over(apng(30000, 30000))).toMatchObject({ code: 'ASSET_DIMENSIONS', message: expect.stringContaining('30000 × 30000') });
    expect(over(apng(1, 1, 5000, 0))?.code).toBe('ASSET_DIMENSIONS');
    expect(over(apng(10, 10))).toBeNull();
    expect(sniffImage(png(40, 30))).toMatchObject({ width: 40, height: 30, extent: { width: 40, height: 30 } });
  });

  it('refuses a WebP animation frame or bitstream larger than its canvas', () => {
    expect(over(webp(vp8x(10, 10), riffChunk('ANIM', [0, 0, 0, 0, 0, 0]), anmf(10, 10), anmf(30000, 30000)))).toMatchObject({ code: 'ASSET_DIMENSIONS', message: expect.stringContaining('30000 × 30000') });
    expect(over(webp(vp8x(10, 10), anmf(10, 10, 0, 0, vp8l(16000, 16000))))?.code).toBe('ASSET_DIMENSIONS');
    expect(over(webp(vp8x(10, 10), vp8l(16000, 16000)))?.code).toBe('ASSET_DIMENSIONS');
    expect(sniffImage(webp(vp8x(10, 10), anmf(10, 10), anmf(4, 4, 6, 6)))).toMatchObject({ kind: 'image', type: 'image/webp', width: 10, height: 10, extent: { width: 10, height: 10 } });
    expect(sniffImage(webp(vp8l(300, 200)))).toMatchObject({ width: 300, height: 200 });
  });
});
