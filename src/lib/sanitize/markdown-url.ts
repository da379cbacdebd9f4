import { defaultUrlTransform } from 'react-markdown';

/**
 * `urlTransform` for react-markdown: keeps http, https, irc, ircs, mailto and xmpp URLs and
 * relative URLs; anything else (javascript:, data:, vbscript:...) becomes '' (spec section 2).
 * react-markdown's own default implements exactly this allow-list; this wrapper pins it in one
 * place (and a test) so a library change cannot widen it silently.
 */
export function safeMarkdownUrl(url: string): string {
  return defaultUrlTransform(url);
}
