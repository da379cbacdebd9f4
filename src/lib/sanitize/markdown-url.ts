import { contentLink } from './link';

/**
 * `urlTransform` for react-markdown, also used for perk, leaflet and deal URLs: http, https, irc,
 * ircs, mailto and xmpp URLs and in-app paths survive; anything else (javascript:, data:,
 * vbscript:...) becomes '' (spec section 2). A URL that leaves the portal comes back absolute, so a
 * protocol-relative `//host` or `/\host` is never mistaken for a relative link (issue 10 item 2).
 */
export function safeMarkdownUrl(url: string): string {
  return contentLink(url)?.href ?? '';
}
