// How a block names an image: `asset:<sha-256>` for an image of the channel's library, or an https
// URL on one of the channel's image hosts (GENERAL `image_hosts`). A data: URI, plain http or any
// other host is refused with a reason, never dropped silently.

export const ASSET_PREFIX = 'asset:';
const HASH = /^[0-9a-f]{64}$/;

export const isAssetHash = (value: string) => HASH.test(value);

/** The hash of an `asset:<hash>` reference, else null. */
export function assetHashOf(src: string): string | null {
  if (!src.startsWith(ASSET_PREFIX)) return null;
  const hash = src.slice(ASSET_PREFIX.length);
  return isAssetHash(hash) ? hash : null;
}

export type ImageSourceProblem = 'data-uri' | 'not-https' | 'host' | 'asset-id' | 'empty';

/** What is wrong with an image source (null: it may be used). Hosts compare case-insensitively, exactly (no subdomains). */
export function imageSourceProblem(src: string, imageHosts: readonly string[]): ImageSourceProblem | null {
  const value = src.trim();
  if (!value) return 'empty';
  if (value.startsWith(ASSET_PREFIX)) return assetHashOf(value) ? null : 'asset-id';
  if (/^data:/i.test(value)) return 'data-uri';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'not-https';
  }
  if (url.protocol !== 'https:') return 'not-https';
  return imageHosts.some((h) => h.toLowerCase() === url.hostname.toLowerCase()) ? null : 'host';
}

/** The English reason for a problem (the check's message; the studio words each problem itself). */
export const IMAGE_SOURCE_REASONS: Record<ImageSourceProblem, string> = {
  empty: 'names no image',
  'asset-id': 'is not an asset reference (asset:<64 hex digits>)',
  'data-uri': 'is a data: URI: upload the image to the asset library instead',
  'not-https': 'is not an https URL nor an asset of the library',
  host: "is on a host that is not one of the channel's image hosts (GENERAL image_hosts)",
};
