// Images built from bytes for tests of the size check: GIFs with frames of any size and offset,
// JPEGs with several frame headers (SOFn, DHP) each followed by a scan.
export const bytes = (...parts: (number[] | string | Uint8Array)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : [...p])));
export const le16 = (n: number) => [n & 0xff, n >> 8];
export const le24 = (n: number) => [n & 0xff, (n >> 8) & 0xff, n >> 16];
export const le32 = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, (n >>> 24) & 0xff];
export const be16 = (n: number) => [n >> 8, n & 0xff];
export const be32 = (n: number) => [(n >>> 24) & 0xff, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];

/** A GIF: a 10×10 screen with a two-colour table, a graphic control extension, then the frames. */
export function gif(frames: { w: number; h: number; x?: number; y?: number }[], screen = 10): Uint8Array {
  const parts: (number[] | string)[] = ['GIF89a', le16(screen), le16(screen), [0x80, 0, 0], [0, 0, 0, 255, 255, 255]];
  for (const f of frames) {
    parts.push([0x21, 0xf9, 4, 0, 10, 0, 0, 0]);
    parts.push([0x2c, ...le16(f.x ?? 0), ...le16(f.y ?? 0), ...le16(f.w), ...le16(f.h), 0x00]);
    parts.push([2, 2, 0x4c, 0x01, 0]);
  }
  parts.push([0x3b]);
  return bytes(...parts);
}

export const sof = (marker: number, width: number, height: number) => [0xff, marker, ...be16(17), 8, ...be16(height), ...be16(width), 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
export const sos = [0xff, 0xda, ...be16(12), 3, 1, 0, 2, 0x11, 3, 0x11, 0, 63, 0];
/** Entropy-coded bytes with a stuffed 0xFF and a restart marker, as a scan has. */
export const scan = [0x12, 0x34, 0xff, 0x00, 0x56, 0xff, 0xd0, 0x78, 0x9a];
const app0 = [0xff, 0xe0, ...be16(16), ...'JFIF'.split('').map((c) => c.charCodeAt(0)), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0];

export function jpeg(...frames: [number, number, number][]): Uint8Array {
  return bytes([0xff, 0xd8], app0, ...frames.flatMap(([marker, w, h]) => [sof(marker, w, h), sos, scan]), [0xff, 0xd9]);
}

