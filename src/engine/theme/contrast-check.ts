// WCAG AA contrast (4.5:1 for normal text) of the text/background pairs a preset configures. The text
// checked is the colour the operator GAVE (every section alike), not the theme's: buildTheme swaps an
// illegible configured text for black or white (readableText), and a check of its output would always
// pass. Such a finding names the colour the portal shows instead. Backgrounds come from buildTheme
// (defaults filled, accents derived from VISUAL.color.primary). Where the portal derives the text, the
// finding points at what it derives from and is a warning (the preset can only change the
// background). The maths is the engine's.
// Module paths, not the theme index: the index also loads the styled primitives, which need a browser.
import { buildTheme } from '@/engine/theme/build-theme';
import { contrastRatio, isCssColor, MIN_TEXT_CONTRAST, textOn } from '@/engine/theme/color';
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

function pairs(s: Sections, t: PortalTheme): Pair[] {
  return [
    { label: 'page text', bg: t.colors.background, text: t.colors.text, bgKey: ['VISUAL', '/color/background'], textKey: ['VISUAL', '/color/text'] },
    { label: 'primary buttons', bg: t.colors.primary, text: t.colors.onPrimary, bgKey: ['VISUAL', '/color/primary'] },
    { label: 'header', bg: t.header.background, text: t.header.text, bgKey: ['HEADER', '/background'], textKey: ['HEADER', '/text'] },
    { label: 'points pill', ...accent(s, t.header.pointsPill, ['HEADER', '/points_pillbox'], ['HEADER', '/points_pillbox_text']), when: s.HEADER.show_points },
    { label: 'menu', bg: t.menu.background, text: t.menu.text, bgKey: ['MENU', '/background'], textKey: ['MENU', '/text'] },
    { label: 'mobile menu', bg: t.menu.mobileBackground, text: t.menu.mobileText, bgKey: ['MENU', '/mobile_menu_background'], textKey: ['MENU', '/mobile_menu_text'] },
    { label: 'unread news badge', ...accent(s, { background: t.menu.unreadBackground, text: t.menu.unreadText }, ['MENU', '/unread_news_background'], ['MENU', '/unread_news_text']) },
    { label: 'footer', bg: t.footer.background, text: t.footer.text, bgKey: ['FOOTER', '/background'], textKey: ['FOOTER', '/text'], when: s.FOOTER.enabled },
    { label: 'sidebar', bg: t.sidebar.background, text: t.sidebar.text, bgKey: ['SIDEBAR', '/background'], textKey: ['SIDEBAR', '/text'] },
    { label: 'sidebar button', ...accent(s, { background: t.sidebar.button, text: t.sidebar.buttonText }, ['SIDEBAR', '/button'], ['SIDEBAR', '/button_text']) },
    { label: 'coupon tile', bg: t.coupon.tile, text: t.coupon.tileText, bgKey: ['COUPON', '/tile'], textKey: ['COUPON', '/tile_text'] },
    { label: 'coupon ribbon', bg: t.coupon.ribbon, text: textOn(t.coupon.ribbon), bgKey: ['COUPON', '/ribbon'] },
    { label: 'coupon button (use)', ...accent(s, { background: t.coupon.buttonUse, text: t.coupon.buttonUseText }, ['COUPON', '/button_use'], ['COUPON', '/button_use_text']) },
    { label: 'coupon button (active)', ...accent(s, { background: t.coupon.buttonActive, text: t.coupon.buttonActiveText }, ['COUPON', '/button_active'], ['COUPON', '/button_active_text']) },
    { label: 'coupon button (inactive)', ...accent(s, { background: t.coupon.buttonInactive, text: t.coupon.buttonInactiveText }, ['COUPON', '/button_inactive'], ['COUPON', '/button_inactive_text']) },
    { label: 'confirm button', ...accent(s, t.confirmButton, ['GENERAL', '/confirm_button_background'], ['GENERAL', '/confirm_button_text']) },
  ];
}

/** A pair whose background may derive from the primary colour and whose text may derive by the one colour rule. */
function accent(s: Sections, colours: { background: string; text: string }, bgKey: Key, textKey: Key) {
  return {
    bg: colours.background,
    text: colours.text,
    bgKey: isSet(s, bgKey) ? bgKey : (['VISUAL', '/color/primary'] as Key),
    ...(isSet(s, textKey) ? { textKey } : {}),
  };
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
