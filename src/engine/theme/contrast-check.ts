// WCAG AA contrast (4.5:1 for normal text) of the text/background pairs a preset configures. The text
// checked is the colour the operator GAVE (every section alike), not the theme's: buildTheme swaps an
// illegible configured text for black or white (readableText), and a check of its output would always
// pass. Such a finding names the colour the portal shows instead. Backgrounds come from buildTheme
// (defaults filled, accents derived from VISUAL.color.primary: the colours the section schemas declare
// `x-follows: primary`, primary-accents.ts). Where the portal derives the text, the
// finding points at what it derives from and is a warning (the preset can only change the
// background). The maths is the engine's.
// Module paths, not the theme index: the index also loads the styled primitives, which need a browser.
import { buildTheme } from '@/engine/theme/build-theme';
import { contrastRatio, isCssColor, MIN_TEXT_CONTRAST, textOn } from '@/engine/theme/color';
import { followsPrimary } from '@/engine/theme/primary-accents';
import type { PortalTheme } from '@/engine/theme/theme-types';
import type { Sections } from '@/generated/sections';
import type { Finding } from '@/lib/preset-check/findings';

export const minimumContrast = MIN_TEXT_CONTRAST;

type Key = [section: keyof Sections, pointer: string];
/** `text` is what the portal shows; textKey names where the operator may set it. */
type Pair = { label: string; bg: string; text: string; bgKey: Key; textKey?: Key; when?: boolean };

function readKey(s: Sections, [name, pointer]: Key): unknown {
  let node: unknown = s[name];
  for (const token of pointer.slice(1).split('/')) node = (node as Record<string, unknown> | undefined)?.[token];
  return node;
}
const isSet = (s: Sections, key: Key) => readKey(s, key) !== undefined;
const PRIMARY: Key = ['VISUAL', '/color/primary'];

function pairs(s: Sections, t: PortalTheme): Pair[] {
  /** A pair; a background the section schema declares `x-follows: primary` (primary-accents.ts) and the preset leaves unset points at the primary colour. */
  const pair = (label: string, colours: { background: string; text: string }, bgKey: Key, textKey?: Key, when?: boolean): Pair => ({
    label,
    bg: colours.background,
    text: colours.text,
    bgKey: !isSet(s, bgKey) && followsPrimary(bgKey[0], bgKey[1].slice(1)) ? PRIMARY : bgKey,
    ...(textKey ? { textKey } : {}),
    ...(when === undefined ? {} : { when }),
  });
  return [
    pair('page text', { background: t.colors.background, text: t.colors.text }, ['VISUAL', '/color/background'], ['VISUAL', '/color/text']),
    pair('primary buttons', { background: t.colors.primary, text: t.colors.onPrimary }, PRIMARY),
    pair('header', t.header, ['HEADER', '/background'], ['HEADER', '/text']),
    pair('points pill', t.header.pointsPill, ['HEADER', '/points_pillbox'], ['HEADER', '/points_pillbox_text'], s.HEADER.show_points),
    pair('menu', t.menu, ['MENU', '/background'], ['MENU', '/text']),
    pair('mobile menu', { background: t.menu.mobileBackground, text: t.menu.mobileText }, ['MENU', '/mobile_menu_background'], ['MENU', '/mobile_menu_text']),
    pair('unread news badge', { background: t.menu.unreadBackground, text: t.menu.unreadText }, ['MENU', '/unread_news_background'], ['MENU', '/unread_news_text']),
    pair('footer', t.footer, ['FOOTER', '/background'], ['FOOTER', '/text'], s.FOOTER.enabled),
    pair('sidebar', t.sidebar, ['SIDEBAR', '/background'], ['SIDEBAR', '/text']),
    pair('sidebar button', { background: t.sidebar.button, text: t.sidebar.buttonText }, ['SIDEBAR', '/button'], ['SIDEBAR', '/button_text']),
    pair('coupon tile', { background: t.coupon.tile, text: t.coupon.tileText }, ['COUPON', '/tile'], ['COUPON', '/tile_text']),
    pair('coupon ribbon', { background: t.coupon.ribbon, text: textOn(t.coupon.ribbon) }, ['COUPON', '/ribbon']),
    pair('coupon button (use)', { background: t.coupon.buttonUse, text: t.coupon.buttonUseText }, ['COUPON', '/button_use'], ['COUPON', '/button_use_text']),
    pair('coupon button (active)', { background: t.coupon.buttonActive, text: t.coupon.buttonActiveText }, ['COUPON', '/button_active'], ['COUPON', '/button_active_text']),
    pair('coupon button (inactive)', { background: t.coupon.buttonInactive, text: t.coupon.buttonInactiveText }, ['COUPON', '/button_inactive'], ['COUPON', '/button_inactive_text']),
    pair('confirm button', t.confirmButton, ['GENERAL', '/confirm_button_background'], ['GENERAL', '/confirm_button_text']),
  ];
}

/** The operator's text colour of a pair: the value the preset sets (not a schema default) when it is a colour. */
function givenText(given: Partial<Record<keyof Sections, unknown>>, pair: Pair): string | undefined {
  if (!pair.textKey) return undefined;
  const value = readKey(given as Sections, pair.textKey);
  return isCssColor(value) ? value.trim() : undefined;
}

/**
 * `sections` are the validated sections (defaults filled); `given` the sections as the preset wrote
 * them, which decide whether a text colour is the operator's (checked as given) or the portal's own
 * (a default or derived colour, checked as the theme shows it).
 */
export function checkContrast(sections: Sections, given: Partial<Record<keyof Sections, unknown>> = sections): Finding[] {
  const theme = buildTheme(sections);
  const findings: Finding[] = [];
  for (const pair of pairs(sections, theme)) {
    if (pair.when === false) continue;
    const configured = givenText(given, pair);
    const derived = configured === undefined;
    const [name, pointer] = (derived ? undefined : pair.textKey) ?? pair.bgKey;
    const at = `/sections/${name}${pointer}`;
    const text = configured ?? pair.text;
    const ratio = contrastRatio(pair.bg, text);
    if (ratio === null) {
      findings.push({ severity: 'warning', check: 'contrast', pointer: at, message: `${pair.label}: cannot compute the contrast of ${text} on ${pair.bg}` });
      continue;
    }
    if (ratio >= minimumContrast) continue;
    const shown = text.toLowerCase() === pair.text.toLowerCase() ? '' : `; the portal shows ${pair.text} instead`;
    findings.push({
      severity: derived ? 'warning' : 'error',
      check: 'contrast',
      pointer: at,
      message: `${pair.label}: text ${text} on ${pair.bg} is ${ratio.toFixed(2)}:1, below WCAG AA ${minimumContrast}:1${shown}${derived ? ' (text colour derived by the one colour rule)' : ''}`,
    });
  }
  return findings;
}
