import type { components } from '@/generated/api';
import { contentLink } from '@/lib/sanitize/markdown-url';

type Deal = components['schemas']['Deal'];

export interface DealButtonLink {
  /** The button's label from the link data ('' when it has none). */
  label: string;
  /** A safe URL: an in-app path, or an absolute http(s), irc(s), mailto or xmpp URL. */
  url: string;
  /**
   * BUTTON_URL_BLANK opens a new tab, BUTTON_URL_EMBED the same window; a URL that leaves the portal
   * without naming its scheme (`//host`, `/\\host`) is external and always opens a new tab.
   */
  newTab: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The drawer's link of a button link type: `link_url` is a JSON-encoded `{"label", "url"}`.
 * Anything else (another link type, no or invalid JSON, a missing or unsafe URL) -> null: the
 * drawer then behaves as without a link (one Close button).
 */
export function parseDealLink(deal: Pick<Deal, 'link_type' | 'link_url'>): DealButtonLink | null {
  if (deal.link_type !== 'BUTTON_URL_BLANK' && deal.link_type !== 'BUTTON_URL_EMBED') return null;
  if (typeof deal.link_url !== 'string' || deal.link_url.trim() === '') return null;
  let data = parseJson(deal.link_url);
  // Some back offices encode the object twice ("{\"label\":...}").
  if (typeof data === 'string') data = parseJson(data);
  if (!isRecord(data) || typeof data.url !== 'string') return null;
  const link = contentLink(data.url);
  if (!link) return null;
  const label = typeof data.label === 'string' ? data.label.trim() : '';
  const newTab = deal.link_type === 'BUTTON_URL_BLANK' || (!link.inApp && !link.explicit);
  return { label, url: link.href, newTab };
}
