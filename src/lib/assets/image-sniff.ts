// What an uploaded file is, read from its bytes (never its name or declared type), and its pixel
// size: PNG, JPEG, WebP and GIF are images the library keeps; SVG is recognised only to be refused
// with its own reason (it can carry script and is not sanitised here). Pure: the service decides an
// upload with it, the studio explains a refusal before sending.

export type ImageType = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif';
export type Sniffed = { kind: 'image'; type: ImageType; width: number; height: number; extent: { width: number; height: number } } | { kind: 'svg' } | { kind: 'unknown' } | { kind: 'unreadable'; type: ImageType };

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
const le32 = (b: Uint8Array, at: number) => (le16(b, at) + le16(b, at + 2) * 0x10000) >>> 0;
const be32 = (b: Uint8Array, at: number) => ((be16(b, at) << 16) >>> 0) + be16(b, at + 2);

/**
 * The size an image shows at (its first frame or canvas) and `extent`, the largest width and height
 * any of its frames reaches (offset plus size): a decoder allocates for every frame, so the limit
 * holds for all of them, not only the size the header announces.
 */
type Size = { width: number; height: number; extent: { width: number; height: number } };

/** The frames met while walking a file: the first one's size, and how far any of them reaches. */
class Frames {
  width = 0;
  height = 0;
  maxWidth = 0;
  maxHeight = 0;
  /** A frame `w × h` at (x, y); false when it has no pixels (a damaged header). */
  add(w: number, h: number, x = 0, y = 0): boolean {
    if (w <= 0 || h <= 0) return false;
    if (this.width === 0) [this.width, this.height] = [w, h];
    this.maxWidth = Math.max(this.maxWidth, x + w);
    this.maxHeight = Math.max(this.maxHeight, y + h);
    return true;
  }
  size(): Size | null {
    return this.width > 0 ? { width: this.width, height: this.height, extent: { width: this.maxWidth, height: this.maxHeight } } : null;
  }
}

const sized = (type: ImageType, size: Size | null): Sniffed => (size ? { kind: 'image', type, ...size } : { kind: 'unreadable', type });

/** PNG: IHDR, and every APNG frame control (fcTL: size and offset); chunks walked to IEND. */
function pngSize(b: Uint8Array): Size | null {
  if (b.length < 24 || !ascii(b, 'IHDR', 12)) return null;
  const frames = new Frames();
  if (!frames.add(be32(b, 16), be32(b, 20))) return null;
  for (let i = 8; i + 8 <= b.length; ) {
    const length = be32(b, i);
    if (ascii(b, 'IEND', i + 4)) break;
    if (ascii(b, 'fcTL', i + 4) && !frames.add(be32(b, i + 12), be32(b, i + 16), be32(b, i + 20), be32(b, i + 24))) return null;
    i += 12 + length;
  }
  return frames.size();
}

/** SOF0-SOF15 (not DHT, JPG, DAC) and DHP: precision, height, width. */
const isFrameHeader = (marker: number) => (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) || marker === 0xde;

/** Where the next SOI followed by a marker (FF D8 FF) starts at or after `from`, or -1. */
function nextJpeg(b: Uint8Array, from: number): number {
  for (let i = b.indexOf(0xff, from); i >= 0 && i + 2 < b.length; i = b.indexOf(0xff, i + 1)) if (b[i + 1] === 0xd8 && b[i + 2] === 0xff) return i;
  return -1;
}

/**
 * JPEG: every frame header of the whole file (a second SOF after the first scan, a hierarchical
 * DHP, a JPEG after the first one's EOI), walking the segments and skipping entropy-coded data to
 * the next marker.
 */
function jpegSize(b: Uint8Array): Size | null {
  const frames = new Frames();
  let i = 2;
  while (i + 1 < b.length) {
    if (b[i] !== 0xff) {
      // Entropy-coded data after a scan: on to the next marker (0xFF then neither 0x00 nor RSTn).
      i = b.indexOf(0xff, i);
      if (i < 0) break;
      continue;
    }
    const marker = b[i + 1] ?? 0;
    if (marker === 0xff || marker === 0x00 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      i += marker === 0xff ? 1 : 2;
      continue;
    }
    if (marker === 0xd9) {
      // EOI: a JPEG anywhere after it (an MPO's second image, one appended) is walked too.
      const next = nextJpeg(b, i + 2);
      if (next < 0) break;
      i = next + 2;
      continue;
    }
    // A file cut short inside a segment: what was read so far (a cut header names no frame).
    if (i + 8 >= b.length) break;
    const length = be16(b, i + 2);
    if (length < 2) return null;
    if (isFrameHeader(marker) && !frames.add(be16(b, i + 7), be16(b, i + 5))) return null;
    i += 2 + length;
  }
  return frames.size();
}

/** The size a VP8 or VP8L bitstream chunk's payload (at `at`) says, or null. */
function bitstreamSize(b: Uint8Array, fourcc: string, at: number, length: number): [number, number] | null {
  if (fourcc === 'VP8 ') return length >= 10 && starts(b, [0x9d, 0x01, 0x2a], at + 3) ? [le16(b, at + 6) & 0x3fff, le16(b, at + 8) & 0x3fff] : null;
  if (fourcc === 'VP8L') {
    if (length < 5 || b[at] !== 0x2f) return null;
    const bits = le32(b, at + 1);
    return [(bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1];
  }
  return null;
}

/**
 * WebP: the canvas (VP8X) or the one bitstream (VP8, VP8L), and every bitstream and animation frame
 * (ANMF: offset, size and its own bitstream) of the RIFF chunks.
 */
function webpSize(b: Uint8Array): Size | null {
  const frames = new Frames();
  const end = Math.min(b.length, 8 + le32(b, 4));
  for (let i = 12; i + 8 <= end; ) {
    const fourcc = String.fromCharCode(...b.subarray(i, i + 4));
    const length = le32(b, i + 4);
    const at = i + 8;
    if (fourcc === 'VP8X') {
      if (length < 10 || !frames.add(le24(b, at + 4) + 1, le24(b, at + 7) + 1)) return null;
    } else if (fourcc === 'ANMF') {
      if (length < 16 || !frames.add(le24(b, at + 6) + 1, le24(b, at + 9) + 1, le24(b, at) * 2, le24(b, at + 3) * 2)) return null;
      // The frame's own bitstream (after an optional ALPH chunk) says its size too.
      for (let j = at + 16; j + 8 <= at + length; ) {
        const inner = String.fromCharCode(...b.subarray(j, j + 4));
        const innerLength = le32(b, j + 4);
        const size = bitstreamSize(b, inner, j + 8, innerLength);
        if (size && !frames.add(size[0], size[1], le24(b, at) * 2, le24(b, at + 3) * 2)) return null;
        j += 8 + innerLength + (innerLength % 2);
      }
    } else if (fourcc === 'VP8 ' || fourcc === 'VP8L') {
      const size = bitstreamSize(b, fourcc, at, length);
      if (!size || !frames.add(size[0], size[1])) return null;
    }
    i = at + length + (length % 2);
  }
  return frames.size();
}

/**
 * GIF: the logical screen and every image descriptor (its offset and size; a frame may be larger
 * than the screen), walking extensions and image data by their sub-blocks to the trailer. A block
 * the format does not have is a damaged file.
 */
function gifSize(b: Uint8Array): Size | null {
  if (b.length < 13) return null;
  const frames = new Frames();
  if (!frames.add(le16(b, 6), le16(b, 8))) return null;
  const table = (flags: number) => (flags & 0x80 ? 3 * 2 ** ((flags & 7) + 1) : 0);
  const skipSubBlocks = (from: number) => {
    let j = from;
    while (j < b.length && b[j] !== 0) j += 1 + (b[j] ?? 0);
    return j + 1;
  };
  let i = 13 + table(b[10] ?? 0);
  while (i < b.length) {
    const block = b[i];
    if (block === 0x3b) break;
    if (block === 0x21) i = skipSubBlocks(i + 2);
    else if (block === 0x2c) {
      if (i + 10 > b.length) return null;
      // A frame of no pixels draws nothing; any other is checked at its offset.
      const [w, h] = [le16(b, i + 5), le16(b, i + 7)];
      if (w > 0 && h > 0) frames.add(w, h, le16(b, i + 1), le16(b, i + 3));
      i = skipSubBlocks(i + 10 + table(b[i + 9] ?? 0) + 1);
    } else return null;
  }
  return frames.size();
}

/** Whether the text opening the bytes is SVG markup (an XML prolog, comments or a doctype before `<svg`). */
function isSvg(b: Uint8Array): boolean {
  const head = new TextDecoder('utf-8', { fatal: false }).decode(b.subarray(0, 1024)).replace(/^\uFEFF/, '').trimStart().toLowerCase();
  return head.startsWith('<') && head.includes('<svg');
}

/** The type and size the bytes say, whatever the file is called. */
export function sniffImage(b: Uint8Array): Sniffed {
  if (starts(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return sized('image/png', pngSize(b));
  if (starts(b, [0xff, 0xd8, 0xff])) return sized('image/jpeg', jpegSize(b));
  if (ascii(b, 'GIF87a') || ascii(b, 'GIF89a')) return sized('image/gif', gifSize(b));
  if (ascii(b, 'RIFF') && ascii(b, 'WEBP', 8)) return sized('image/webp', webpSize(b));
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
  const { extent } = sniffed;
  if (extent.width > ASSET_MAX_PIXELS || extent.height > ASSET_MAX_PIXELS) {
    return { code: 'ASSET_DIMENSIONS', message: `A frame of the image reaches ${extent.width} × ${extent.height} pixels, over the limit of ${ASSET_MAX_PIXELS} × ${ASSET_MAX_PIXELS}` };
  }
  return null;
}
