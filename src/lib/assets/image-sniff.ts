// What an uploaded file is, read from its bytes (never its name or declared type), and its pixel
// size: PNG, JPEG, WebP and GIF are images the library keeps; SVG is recognised only to be refused
// with its own reason (it can carry script and is not sanitised here). Pure: the service decides an
// upload with it, the studio explains a refusal before sending.

export type ImageType = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif';
export type Sniffed = { kind: 'image'; type: ImageType; width: number; height: number } | { kind: 'svg' } | { kind: 'unknown' } | { kind: 'unreadable'; type: ImageType };

export const ASSET_TYPES: readonly ImageType[] = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];
/** The largest upload: 2 MiB. */
export const ASSET_MAX_BYTES = 2 * 1024 * 1024;
/** The largest width and the largest height, in pixels. */
export const ASSET_MAX_PIXELS = 4096;

const starts = (b: Uint8Array, bytes: readonly number[], at = 0) => bytes.every((v, i) => b[at + i] === v);
const ascii = (b: Uint8Array, text: string, at = 0) => starts(b, [...text].map((c) => c.charCodeAt(0)), at);
const be16 = (b: Uint8Array, at: number) => ((b[at] ?? 0) << 8) | (b[at + 1] ?? 0);
const le16 = (b: Uint8Array, at: number) => (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8);
const le24 = (b: Uint8Array, at: number) => le16(b, at) | ((b[at + 2] ?? 0) << 16);
const be32 = (b: Uint8Array, at: number) => ((be16(b, at) << 16) >>> 0) + be16(b, at + 2);

const sized = (type: ImageType, width: number, height: number, enough: boolean): Sniffed =>
  enough && width > 0 && height > 0 ? { kind: 'image', type, width, height } : { kind: 'unreadable', type };

function jpegSize(b: Uint8Array): Sniffed {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return { kind: 'unreadable', type: 'image/jpeg' };
    const marker = b[i + 1] ?? 0;
    if (marker === 0xff) { i += 1; continue; }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd9)) { i += 2; continue; }
    // Start of frame (baseline, progressive, lossless, arithmetic): height then width.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) return sized('image/jpeg', be16(b, i + 7), be16(b, i + 5), true);
    i += 2 + be16(b, i + 2);
  }
  return { kind: 'unreadable', type: 'image/jpeg' };
}

function webpSize(b: Uint8Array): Sniffed {
  if (ascii(b, 'VP8 ', 12)) return sized('image/webp', le16(b, 26) & 0x3fff, le16(b, 28) & 0x3fff, b.length >= 30 && starts(b, [0x9d, 0x01, 0x2a], 23));
  if (ascii(b, 'VP8L', 12)) {
    const bits = ((b[21] ?? 0) | ((b[22] ?? 0) << 8) | ((b[23] ?? 0) << 16) | ((b[24] ?? 0) << 24)) >>> 0;
    return sized('image/webp', (bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1, b.length >= 25 && b[20] === 0x2f);
  }
  if (ascii(b, 'VP8X', 12)) return sized('image/webp', le24(b, 24) + 1, le24(b, 27) + 1, b.length >= 30);
  return { kind: 'unreadable', type: 'image/webp' };
}

/** Whether the text opening the bytes is SVG markup (an XML prolog, comments or a doctype before `<svg`). */
function isSvg(b: Uint8Array): boolean {
  const head = new TextDecoder('utf-8', { fatal: false }).decode(b.subarray(0, 1024)).replace(/^\uFEFF/, '').trimStart().toLowerCase();
  return head.startsWith('<') && head.includes('<svg');
}

/** The type and size the bytes say, whatever the file is called. */
export function sniffImage(b: Uint8Array): Sniffed {
  if (starts(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return sized('image/png', be32(b, 16), be32(b, 20), b.length >= 24 && ascii(b, 'IHDR', 12));
  if (starts(b, [0xff, 0xd8, 0xff])) return jpegSize(b);
  if (ascii(b, 'GIF87a') || ascii(b, 'GIF89a')) return sized('image/gif', le16(b, 6), le16(b, 8), b.length >= 10);
  if (ascii(b, 'RIFF') && ascii(b, 'WEBP', 8)) return webpSize(b);
  if (isSvg(b)) return { kind: 'svg' };
  return { kind: 'unknown' };
}

export type AssetRefusal = { code: 'ASSET_TYPE' | 'ASSET_SVG' | 'ASSET_TOO_LARGE' | 'ASSET_DIMENSIONS' | 'ASSET_EMPTY'; message: string };

/** Why the library refuses these bytes, or null when it keeps them. The messages are the service's English; the studio words each code itself. */
export function assetRefusal(b: Uint8Array): AssetRefusal | null {
  if (b.length === 0) return { code: 'ASSET_EMPTY', message: 'The file is empty' };
  if (b.length > ASSET_MAX_BYTES) return { code: 'ASSET_TOO_LARGE', message: `The file is ${b.length} bytes, over the limit of ${ASSET_MAX_BYTES} bytes (2 MB)` };
  const sniffed = sniffImage(b);
  if (sniffed.kind === 'svg') return { code: 'ASSET_SVG', message: 'SVG images are not accepted: they can carry script. Upload a PNG, JPEG, WebP or GIF' };
  if (sniffed.kind === 'unknown') return { code: 'ASSET_TYPE', message: 'The file is not a PNG, JPEG, WebP or GIF image (its content decides, not its name)' };
  if (sniffed.kind === 'unreadable') return { code: 'ASSET_DIMENSIONS', message: `The ${sniffed.type} image's width and height cannot be read: the file is damaged` };
  if (sniffed.width > ASSET_MAX_PIXELS || sniffed.height > ASSET_MAX_PIXELS) {
    return { code: 'ASSET_DIMENSIONS', message: `The image is ${sniffed.width} × ${sniffed.height} pixels, over the limit of ${ASSET_MAX_PIXELS} × ${ASSET_MAX_PIXELS}` };
  }
  return null;
}
