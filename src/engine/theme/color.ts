// Colour helpers shared by the theme builder and components. Operator colours come from remote
// config, so only values that look like a CSS colour are ever interpolated into styles.

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const FUNCTIONAL = /^(rgb|rgba|hsl|hsla)\(\s*[-0-9.%\s,/]+\)$/i;
const NAMED = /^[a-z]{3,20}$/i;

/** True when `value` is a hex, rgb()/hsl() or named colour with nothing else in it. */
export function isCssColor(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const v = value.trim();
  return HEX.test(v) || FUNCTIONAL.test(v) || NAMED.test(v);
}

/** The configured colour when it is a safe CSS colour, else the fallback. */
export function pickColor(value: unknown, fallback: string): string {
  return isCssColor(value) ? value.trim() : fallback;
}

const NAMED_RGB: Record<string, [number, number, number]> = {
  black: [0, 0, 0],
  white: [255, 255, 255],
  red: [255, 0, 0],
  green: [0, 128, 0],
  blue: [0, 0, 255],
  yellow: [255, 255, 0],
  orange: [255, 165, 0],
  gray: [128, 128, 128],
  grey: [128, 128, 128],
  transparent: [255, 255, 255],
};

/** [r, g, b] of a hex, rgb() or a few named colours; null when it cannot be read. */
export function parseRgb(value: string): [number, number, number] | null {
  const v = value.trim().toLowerCase();
  const hex = HEX.exec(v)?.[1];
  if (hex) {
    const full = hex.length <= 4 ? [...hex].map((c) => c + c).join('') : hex;
    return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
  }
  const fn = /^rgba?\(([^)]*)\)$/.exec(v)?.[1];
  if (fn) {
    const parts = fn.split(/[\s,/]+/).filter(Boolean).slice(0, 3);
    if (parts.length < 3) return null;
    const nums = parts.map((p) => (p.endsWith('%') ? (parseFloat(p) * 255) / 100 : parseFloat(p)));
    return nums.some((n) => Number.isNaN(n)) ? null : (nums as [number, number, number]);
  }
  return NAMED_RGB[v] ?? null;
}

/** Perceived brightness (0-255): (299R + 587G + 114B) / 1000. */
export function brightness(value: string): number | null {
  const rgb = parseRgb(value);
  return rgb ? (299 * rgb[0] + 587 * rgb[1] + 114 * rgb[2]) / 1000 : null;
}

export const WHITE = '#ffffff';
export const BLACK = '#000000';

/** Text colour for a background: white below brightness 170, else black (spec section 9). */
export function textOn(background: string): string {
  const b = brightness(background);
  if (b === null) return BLACK;
  return b < 170 ? WHITE : BLACK;
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG 2 contrast ratio (1-21) of two colours; null when either cannot be read. */
export function contrastRatio(a: string, b: string): number | null {
  const ra = parseRgb(a);
  const rb = parseRgb(b);
  if (!ra || !rb) return null;
  const lum = ([r, g, bl]: [number, number, number]) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(bl);
  const [hi, lo] = [lum(ra), lum(rb)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** WCAG AA contrast for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;
/** WCAG AA contrast for marks that are not text (underlines, borders, focus). */
export const MIN_NON_TEXT_CONTRAST = 3;

/**
 * textOn, unless its choice fails WCAG AA on this background while the other colour passes: mid
 * tones such as the spec's warning #ee7e22 and archived #98989b get black text (about 7:1) rather
 * than unreadable white (under 3:1). Where both pass or both fail, the spec's rule decides.
 */
export function legibleTextOn(background: string): string {
  const preferred = textOn(background);
  const other = preferred === WHITE ? BLACK : WHITE;
  const ratio = contrastRatio(background, preferred);
  const otherRatio = contrastRatio(background, other);
  if (ratio === null || otherRatio === null) return preferred;
  return ratio < MIN_TEXT_CONTRAST && otherRatio >= MIN_TEXT_CONTRAST ? other : preferred;
}

/**
 * The text colour to use on `background`: the configured one when it reaches AA contrast there,
 * otherwise legibleTextOn(background). Sections are complete with defaults (black text), so a dark
 * background without its own text colour still gets readable text.
 */
export function readableText(background: string, configured: unknown): string {
  if (isCssColor(configured)) {
    const ratio = contrastRatio(background, configured.trim());
    if (ratio === null || ratio >= MIN_TEXT_CONTRAST) return configured.trim();
  }
  return legibleTextOn(background);
}

const hex2 = (n: number) => Math.round(Math.min(255, Math.max(0, n))).toString(16).padStart(2, '0');

/**
 * The hover shade of a button's `background` under `text`: the background moved `amount` of the
 * way away from the text's lightness (darker under light text, lighter under dark text), so the
 * contrast only grows: a button that reads at 4.5:1 still does on hover (an opacity fade would
 * blend it into the page and lower it). A fill already at the extreme (black under white) steps
 * toward the text instead, only while that keeps 4.5:1. null when either colour cannot be read.
 */
export function hoverShade(background: string, text: string, amount = 0.15): string | null {
  const bg = parseRgb(background);
  const fg = parseRgb(text);
  const bgBrightness = brightness(background);
  const fgBrightness = brightness(text);
  if (!bg || !fg || bgBrightness === null || fgBrightness === null) return null;
  const toward = (target: number) => `#${bg.map((c) => hex2(c + (target - c) * amount)).join('')}`;
  const away = toward(fgBrightness > bgBrightness ? 0 : 255);
  if (parseRgb(away)!.some((c, i) => Math.abs(c - bg[i]!) >= 8)) return away;
  // Already at the extreme (black under white): a step toward the text, while it stays >= 4.5:1.
  const back = toward(fgBrightness > bgBrightness ? 255 : 0);
  return (contrastRatio(back, text) ?? 0) >= MIN_TEXT_CONTRAST ? back : away;
}
