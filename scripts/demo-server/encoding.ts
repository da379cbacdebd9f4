// Compression shared by the static files (precompressed once) and the API responses (per response).
import { promisify } from 'node:util';
import zlib from 'node:zlib';

export const brotli = promisify(zlib.brotliCompress);
export const gzip = promisify(zlib.gzip);

/** The encoding to send for an Accept-Encoding header, among those available: brotli first. */
export function preferredEncoding(accept: string, available: { br?: unknown; gzip?: unknown } = { br: true, gzip: true }): 'br' | 'gzip' | null {
  if (available.br && /\bbr\b/.test(accept)) return 'br';
  if (available.gzip && /\bgzip\b/.test(accept)) return 'gzip';
  return null;
}
