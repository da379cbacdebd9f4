// The one decision "is this an in-app link" for links built from operator or server data: menu
// entries, footer links (type APP), deal links, markdown and block link props. An allow-list: an
// in-app target is a path starting with exactly one "/" followed by anything but "/" or "\", made
// of URL characters only (no whitespace, control characters, backslashes or quotes), that still
// starts so once percent-decoded, and that the browser's URL parser resolves on this portal's own
// origin. `//host`, `/\host`, `\\host`, `http://host`, tabs or newlines inside and their encoded
// forms are not in-app. No dependency here: the menu and config validation are on the boot path;
// content URLs (`contentLink`, with react-markdown's scheme allow-list) are in markdown-url.ts.

/** This portal's origin; under Node (CLI) a placeholder no real link can share. */
export function portalOrigin(): string {
  const origin = globalThis.location?.origin;
  return origin && origin !== 'null' ? origin : 'http://portal.invalid';
}

/** Characters of a URL path, query and fragment (RFC 3986 without quotes and brackets). */
const URL_CHARS = /^[A-Za-z0-9\-._~!$&()*+,;=:@/?#%]+$/;
/** A bare route name ('coupons', 'Help/FAQ'): read as a path; a scheme ('x:') never is. */
const BARE_NAME = /^[A-Za-z0-9_-][^:/?#]*(?:[/?#]|$)/;
const ONE_SLASH = /^\/(?![/\\])/;
const MAX_DECODES = 3;

function decodesSafely(path: string): boolean {
  let current = path;
  for (let round = 0; round < MAX_DECODES; round += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return false;
    }
    if (decoded === current) return true;
    // eslint-disable-next-line no-control-regex
    if (!ONE_SLASH.test(decoded) || /[\u0000-\u001f\u007f\\]/.test(decoded)) return false;
    current = decoded;
  }
  return false;
}

/**
 * The portal path (path, query, fragment) of an in-app link target, or null when the target is not
 * one: it would leave the portal's origin, or is no path at all. A bare name is a path ('coupons'
 * -> '/coupons').
 */
export function inAppPath(target: string, origin: string = portalOrigin()): string | null {
  const raw = target.trim();
  if (!raw || !URL_CHARS.test(raw)) return null;
  const path = BARE_NAME.test(raw) ? `/${raw}` : raw;
  if (!ONE_SLASH.test(path) || !decodesSafely(path)) return null;
  let url: URL;
  try {
    url = new URL(path, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

export const isInAppLink = (target: string, origin?: string): boolean => inAppPath(target, origin) !== null;

/** Schemes an explicit external link of a block (`external: true`) may use. */
const EXTERNAL_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);
const EXPLICIT_SCHEME = /^(https?:\/\/[^/\\]|mailto:|tel:)/i;

/**
 * A link a block renders from config or data (`links` items, `section.showAllTo`,
 * `empty-state.linkTo`, `paged-list.itemLinkTo`, `item-field.to`: every prop whose schema is
 * `#/definitions/inAppLink`). Without `external` it must be in-app (`inAppPath`): the portal path
 * comes back, followed in the same tab. With `external` it must be written with its own http(s),
 * mailto or tel scheme: the URL comes back, opened in a new tab without opener or referrer. Anything
 * else is null: not rendered, and reported by structure validation.
 */
export function configLink(target: unknown, external = false): { href: string; newTab: boolean } | null {
  if (typeof target !== 'string') return null;
  if (!external) {
    const path = inAppPath(target);
    return path === null ? null : { href: path, newTab: false };
  }
  const value = target.trim();
  // No whitespace or control characters inside, and the scheme written out (never `//host`).
  // eslint-disable-next-line no-control-regex
  if (!EXPLICIT_SCHEME.test(value) || /[\u0000-\u0020\u007f\\]/.test(value)) return null;
  try {
    const url = new URL(value);
    return EXTERNAL_SCHEMES.has(url.protocol) ? { href: url.href, newTab: true } : null;
  } catch {
    return null;
  }
}

export const OFFSITE_BLOCK_LINK = 'must be a path on the portal (starting with one "/"), or an http(s), mailto or tel URL with `external: true`';
