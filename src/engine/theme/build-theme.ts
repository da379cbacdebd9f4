import type { CSSObject } from 'styled-components';
import { BLACK, MIN_NON_TEXT_CONTRAST, WHITE, contrastRatio, hoverShade, isCssColor, legibleTextOn, pickColor, readableText } from './color';
import type { ButtonVariant, PortalTheme } from './theme-types';
import { SHIPPED_FONT_FALLBACK, usesShippedFont } from './font-names';
import { unsetColour } from './primary-accents';

type Loose = { readonly [key: string]: unknown } | null | undefined;

/**
 * The sections the theme reads. Deliberately structural: any validated section object (the
 * generated section types) is assignable, and a missing or partial section falls back to defaults.
 */
export interface ThemeSections {
  VISUAL?: Loose;
  HEADER?: Loose;
  MENU?: Loose;
  FOOTER?: Loose;
  SIDEBAR?: Loose;
  COUPON?: Loose;
  GENERAL?: Loose;
}

export const defaultColors = {
  primary: BLACK,
  background: WHITE,
  text: BLACK,
  warning: '#ee7e22',
  success: '#67ad5b',
  error: '#e2001a',
  archived: '#98989b',
} as const;

export const BREAKPOINTS = ['600px', '768px', '1024px', '1280px'];
export const CONTENT_WIDTH = 1140;
export const DEFAULT_HEADER_HEIGHT = 80;
const SYSTEM_FONTS =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";
const FONT_NAME = /^[A-Za-z0-9 ,'"-]{1,120}$/;

function obj(value: unknown): { readonly [key: string]: unknown } {
  return value && typeof value === 'object' ? (value as { [key: string]: unknown }) : {};
}

/** Pixels from a number or a plain CSS length in px ('80', '80px'); other units fall back. */
function px(value: unknown, fallback: number): number {
  if (typeof value === 'number' && Number.isFinite(value) && value >= 0) return value;
  if (typeof value === 'string' && /^\d{1,5}(\.\d{1,3})?(px)?$/.test(value.trim())) return parseFloat(value);
  return fallback;
}

function cssLength(value: unknown, fallback: string): string {
  if (typeof value === 'number' && Number.isFinite(value) && value >= 0) return `${value}px`;
  if (typeof value === 'string') {
    const v = value.trim();
    if (/^\d{1,5}(\.\d{1,3})?$/.test(v)) return `${v}px`;
    if (/^\d{1,5}(\.\d{1,3})?(px|rem|em|%|vh|vw)$/.test(v)) return v;
  }
  return fallback;
}

/** A background colour and the text on it (readableText: the configured colour if legible, else textOn). */
function pair(background: unknown, text: unknown, fallbackBg: string): { background: string; text: string } {
  const bg = pickColor(background, fallbackBg);
  return { background: bg, text: readableText(bg, text) };
}

/** The brand colour for a mark (underline) on `background` when it shows at 3:1 (WCAG non-text), else `fallback`. */
function accentOn(background: string, accent: string, fallback: string): string {
  const ratio = contrastRatio(background, accent);
  return ratio === null || ratio >= MIN_NON_TEXT_CONTRAST ? accent : fallback;
}

function fontStack(value: unknown): string {
  const name = typeof value === 'string' && FONT_NAME.test(value.trim()) ? value.trim() : 'Montserrat';
  const quoted = name.includes(',') || name.includes("'") || name.includes('"') ? name : `'${name}'`;
  // The shipped font's metric-matched fallback comes right after it (fonts.ts).
  return usesShippedFont(name) ? `${quoted}, '${SHIPPED_FONT_FALLBACK}', ${SYSTEM_FONTS}` : `${quoted}, ${SYSTEM_FONTS}`;
}

function headerBorder(header: { readonly [key: string]: unknown }, unset: string): string {
  const thickness = px(header.border_thickness, 1);
  const enabled = header.border_bottom ?? header.border;
  if (enabled === false || thickness === 0) return 'none';
  const colour = [header.border_bottom, header.border].find(isCssColor);
  if (!colour && enabled !== true) return 'none';
  return `${thickness}px solid ${colour ?? unset}`;
}

const HOVER = '&:hover:not(:disabled):not([aria-disabled="true"])';

function buttonStyles(c: PortalTheme['colors'], confirm: PortalTheme['confirmButton']): Record<ButtonVariant, CSSObject> {
  const base: CSSObject = { borderWidth: 2, borderStyle: 'solid' };
  // Hover darkens (or lightens) the fill away from its text, so contrast never drops below what
  // the idle button has (>= 4.5:1); an unreadable colour falls back to an underline.
  const filledHover = (background: string, text: string): CSSObject => {
    const shade = hoverShade(background, text);
    return { [HOVER]: shade ? { backgroundColor: shade, borderColor: shade } : { textDecoration: 'underline' } };
  };
  return {
    primary: { ...base, backgroundColor: c.primary, color: c.onPrimary, borderColor: c.primary, ...filledHover(c.primary, c.onPrimary) },
    confirm: { ...base, backgroundColor: confirm.background, color: confirm.text, borderColor: confirm.background, ...filledHover(confirm.background, confirm.text) },
    secondary: { ...base, backgroundColor: 'transparent', color: c.text, borderColor: c.text, [HOVER]: { textDecoration: 'underline' } },
    link: {
      backgroundColor: 'transparent',
      color: c.text,
      border: 'none',
      padding: 0,
      minHeight: 0,
      textDecoration: 'underline',
      textUnderlineOffset: '0.2em',
    },
  };
}

/** Derives the styled-components theme from the validated config sections. */
export function buildTheme(sections: ThemeSections = {}): PortalTheme {
  const visual = obj(sections.VISUAL);
  const vc = obj(visual.color);
  const header = obj(sections.HEADER);
  const menu = obj(sections.MENU);
  const footer = obj(sections.FOOTER);
  const sidebar = obj(sections.SIDEBAR);
  const coupon = obj(sections.COUPON);
  const general = obj(sections.GENERAL);

  const primary = pickColor(vc.primary, defaultColors.primary);
  const background = pickColor(vc.background, defaultColors.background);
  const colors: PortalTheme['colors'] = {
    primary,
    onPrimary: legibleTextOn(primary),
    background,
    text: readableText(background, vc.text),
    muted: '#5c5c5f',
    border: '#d9d9d9',
    surface: '#f5f5f5',
    warning: pickColor(vc.warning, defaultColors.warning),
    success: pickColor(vc.success, defaultColors.success),
    error: pickColor(vc.error, defaultColors.error),
    archived: pickColor(vc.archived, defaultColors.archived),
    white: WHITE,
    black: BLACK,
    focus: '#1a56db',
    focusHalo: WHITE,
  };

  // One-colour rebrand: a colour the section schema declares `x-follows: primary` (primary-accents.ts)
  // is VISUAL.color.primary while the section leaves it unset, its text from the one colour rule
  // (legibleTextOn); `neutral` is the fallback of every other colour.
  const unset = (section: string, key: string, neutral: string) => unsetColour(section, key, primary, neutral);
  const headerColors = pair(header.background, header.text, WHITE);
  const pill = pair(header.points_pillbox, header.points_pillbox_text, unset('HEADER', 'points_pillbox', WHITE));
  const menuColors = pair(menu.background, menu.text, unset('MENU', 'background', WHITE));
  const mobile = pair(menu.mobile_menu_background, menu.mobile_menu_text, WHITE);
  const unread = pair(menu.unread_news_background, menu.unread_news_text, unset('MENU', 'unread_news_background', WHITE));
  const sidebarColors = pair(sidebar.background, sidebar.text, '#f5f5f5');
  const sidebarButton = pair(sidebar.button, sidebar.button_text, unset('SIDEBAR', 'button', BLACK));
  const tile = pair(coupon.tile, coupon.tile_text, WHITE);
  const use = pair(coupon.button_use, coupon.button_use_text, unset('COUPON', 'button_use', BLACK));
  const active = pair(coupon.button_active, coupon.button_active_text, colors.success);
  const inactive = pair(coupon.button_inactive, coupon.button_inactive_text, colors.archived);
  const confirmButton = pair(general.confirm_button_background, general.confirm_button_text, unset('GENERAL', 'confirm_button_background', BLACK));

  const font = fontStack(visual.font_family);
  return {
    colors,
    header: {
      background: headerColors.background,
      text: headerColors.text,
      borderBottom: headerBorder(header, unset('HEADER', 'border', '#e5e5e5')),
      height: px(header.height, DEFAULT_HEADER_HEIGHT),
      logoWidth: cssLength(header.logo_width, '120px'),
      pointsPill: pill,
    },
    menu: {
      background: menuColors.background,
      text: menuColors.text,
      underline: pickColor(menu.underline, accentOn(menuColors.background, unset('MENU', 'underline', menuColors.text), menuColors.text)),
      mobileBackground: mobile.background,
      mobileText: mobile.text,
      unreadBackground: unread.background,
      unreadText: unread.text,
    },
    footer: pair(footer.background, footer.text, '#f5f5f5'),
    sidebar: {
      background: sidebarColors.background,
      text: sidebarColors.text,
      buttonDivider: pickColor(sidebar.button_divider, colors.border),
      button: sidebarButton.background,
      buttonText: sidebarButton.text,
    },
    coupon: {
      ribbon: pickColor(coupon.ribbon, colors.warning),
      tile: tile.background,
      tileText: tile.text,
      buttonUse: use.background,
      buttonUseText: use.text,
      buttonActive: active.background,
      buttonActiveText: active.text,
      buttonInactive: inactive.background,
      buttonInactiveText: inactive.text,
    },
    confirmButton,
    fonts: { body: font, heading: font, mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace" },
    fontSizes: [12, 14, 16, 18, 20, 24, 32, 40],
    fontWeights: { normal: 400, medium: 500, semibold: 600, bold: 700 },
    lineHeights: { body: 1.5, heading: 1.25 },
    space: [0, 4, 8, 12, 16, 20, 24, 32, 40, 48, 64],
    breakpoints: BREAKPOINTS,
    media: {
      below600: '@media (max-width: 599.98px)',
      upTo768: '@media (max-width: 768px)',
      upTo1024: '@media (max-width: 1024px)',
      upTo1280: '@media (max-width: 1280px)',
    },
    radii: { none: 0, sm: 4, md: 8, lg: 16, pill: 9999, round: '50%' },
    sizes: { contentWidth: CONTENT_WIDTH, couponTile: 150, closeIcon: 36, headerIcon: 20, mobileDrawer: '70vw', dealDrawer: '40%' },
    contentWidth: CONTENT_WIDTH,
    zIndices: { header: 100, drawer: 1000, modal: 1100, toast: 1200 },
    buttons: buttonStyles(colors, confirmButton),
  };
}
