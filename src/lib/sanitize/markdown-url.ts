import { defaultUrlTransform } from 'react-markdown';
import { inAppPath, portalOrigin } from './link';

/** Schemes a link to elsewhere in content may use: react-markdown's allow-list (spec section 2). */
const CONTENT_SCHEMES: ReadonlySet<string> = new Set(['http:', 'https:', 'irc:', 'ircs:', 'mailto:', 'xmpp:']);
/**
 * The channel's own markdown (markdown blocks, written by its operator) may also call a phone
 * number, as its menu and footer links may (`tel:`); server content (deal bodies) keeps the spec's list.
 */
const OPERATOR_SCHEMES: ReadonlySet<string> = new Set([...CONTENT_SCHEMES, 'tel:']);
/** A phone URL: digits, spaces and the usual separators only (nothing to decode or run). */
const TEL_URL = /^tel:\+?[0-9 ().\-/]+$/i;
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

export type ContentLink = {
  /** In-app: the portal path; otherwise an absolute URL, so `//host` is never taken for relative. */
  href: string;
  inApp: boolean;
  /** Written with its own scheme ('https://...'), not a relative-looking form that leaves. */
  explicit: boolean;
};

/**
 * A URL from content (markdown, deal links, perks, leaflets): in-app when `inAppPath` says so;
 * anything else that the browser would resolve is external and made absolute, if its scheme is
 * allowed; otherwise null (script and data schemes, unparsable values).
 */
export function contentLink(url: string, origin: string = portalOrigin(), schemes: ReadonlySet<string> = CONTENT_SCHEMES): ContentLink | null {
  const trimmed = url.trim();
  // react-markdown's transform empties every scheme outside its own list, tel: included.
  if (schemes.has('tel:') && TEL_URL.test(trimmed)) return { href: trimmed, inApp: false, explicit: true };
  const value = defaultUrlTransform(trimmed);
  if (!value) return null;
  const path = inAppPath(value, origin);
  if (path !== null) return { href: path, inApp: true, explicit: false };
  let parsed: URL;
  try {
    parsed = new URL(value, origin);
  } catch {
    return null;
  }
  if (!schemes.has(parsed.protocol) || parsed.protocol === 'tel:') return null;
  const explicit = HAS_SCHEME.test(value);
  return { href: explicit ? value : parsed.href, inApp: false, explicit };
}

/**
 * `urlTransform` for react-markdown, also used for perk and leaflet URLs: http, https, irc, ircs,
 * mailto and xmpp URLs and in-app paths survive; anything else (javascript:, data:, vbscript:...)
 * becomes '' (spec section 2). A URL that leaves the portal comes back absolute, so a
 * protocol-relative `//host` or `/\host` is never mistaken for a relative link.
 */
export function safeMarkdownUrl(url: string): string {
  return contentLink(url)?.href ?? '';
}

/** `urlTransform` for the channel's own markdown (markdown blocks): the same, plus `tel:` phone numbers. */
export function safeOperatorMarkdownUrl(url: string): string {
  return contentLink(url, portalOrigin(), OPERATOR_SCHEMES)?.href ?? '';
}
