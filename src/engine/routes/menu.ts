import type { GeneralSection } from '@/generated/sections';
import { localizedText } from '@/lib/i18n/localized-text';
import { inAppPath } from '@/lib/sanitize/link';
import { entryOrder, itemId, type Placed } from './entry-order';

type RouteItem = NonNullable<GeneralSection['routes']['items']>[number];

export type MenuEntry =
  /** A portal route, rendered with NavLink. `end` marks entries active only on the exact path. */
  | { kind: 'route'; id: string; label: string; to: string; end: boolean }
  /** An external address; `newTab` opens it in a new tab with rel="noopener noreferrer". */
  | { kind: 'external'; id: string; label: string; href: string; newTab: boolean }
  | { kind: 'logout'; id: 'logout'; label: string };

export interface MenuSections {
  GENERAL?: { routes?: { items?: readonly RouteItem[] } | null } | null;
}

type Translate = (key: string) => string;

const BUILT_IN: ReadonlyArray<{ id: string; key: string; to: string }> = [
  { id: 'home', key: 'menu.home', to: '/' },
  { id: 'coupons', key: 'menu.coupons', to: '/coupons' },
  { id: 'rewards', key: 'menu.rewards', to: '/rewards' },
  { id: 'perks', key: 'menu.perks', to: '/perks' },
  { id: 'leaflets', key: 'menu.leaflets', to: '/leaflets' },
  { id: 'invoices', key: 'menu.invoices', to: '/invoices' },
  { id: 'transactions', key: 'menu.transactions', to: '/transactions' },
];

const EXTERNAL = /^(https?:|mailto:|tel:)/i;

/**
 * Where a routes.items link goes: an in-app path, the target lower-cased ('Coupons' -> '/coupons'),
 * or an absolute URL (only scheme and host lower-cased: its path may be case-sensitive). Null when
 * it is neither: a target that would leave the portal without saying so (`//host`, `/\\host`).
 */
export function itemTarget(target: string): { external: boolean; value: string } | null {
  const raw = target.trim();
  if (EXTERNAL.test(raw)) {
    if (!/^https?:/i.test(raw)) return { external: true, value: raw.replace(/^[a-z]+:/i, (s) => s.toLowerCase()) };
    try {
      return { external: true, value: new URL(raw).href };
    } catch {
      return null;
    }
  }
  const path = inAppPath(raw.toLowerCase());
  return path === null ? null : { external: false, value: path };
}

/**
 * One entry of GENERAL.routes.items, labelled in `language` (a title may be a text per language), or
 * null when it has nowhere to go (CLOSE, SYSTEM, empty), or an APP link would leave the portal
 * (config validation already dropped it with a warning).
 */
export function itemEntry(item: RouteItem, index: number, language = 'en'): MenuEntry | null {
  const { target, type } = item.link;
  if (!target.trim() || type === 'CLOSE' || type === 'SYSTEM') return null;
  const resolved = itemTarget(target);
  if (!resolved || (type === 'APP' && resolved.external)) return null;
  const { external, value } = resolved;
  const id = itemId(index);
  const newTab = type === 'URL_BLANK' || type === 'BUTTON_URL_BLANK';
  const label = localizedText(item.title, language);
  if (external || newTab) return { kind: 'external', id, label, href: value, newTab };
  return { kind: 'route', id, label, to: value, end: value === '/' };
}

/** The ids of the built-in entries, in their order: what an item's `before` may name. */
export const builtInMenuIds: readonly string[] = BUILT_IN.map((b) => b.id);

/** Where the channel's items stand among the built-in entries (`entryOrder`), Log out left aside. */
export function menuOrder(items: readonly Placed[]): string[] {
  return entryOrder(builtInMenuIds, items);
}

/**
 * The menu: Home, Coupons, Rewards, Perks, Leaflets, Invoices, Transaction history with the
 * channel's GENERAL.routes.items placed among them (`menuOrder`), then Log out.
 */
export function menuEntries(sections: MenuSections | null | undefined, t: Translate, language = 'en'): MenuEntry[] {
  const items = sections?.GENERAL?.routes?.items ?? [];
  const byId = new Map<string, MenuEntry | null>(BUILT_IN.map(({ id, key, to }) => [id, { kind: 'route', id, label: t(key), to, end: to === '/' }]));
  items.forEach((item, index) => byId.set(itemId(index), itemEntry(item, index, language)));
  const entries = menuOrder(items)
    .map((id) => byId.get(id))
    .filter((entry): entry is MenuEntry => entry != null);
  return [...entries, { kind: 'logout', id: 'logout', label: t('menu.logout') }];
}
