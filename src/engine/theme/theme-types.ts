import type { CSSObject } from 'styled-components';

export type ButtonVariant = 'primary' | 'confirm' | 'secondary' | 'link';

/** The styled-components theme every component reads (DefaultTheme extends it, see styled.d.ts). */
export interface PortalTheme {
  colors: {
    primary: string;
    onPrimary: string;
    background: string;
    text: string;
    muted: string;
    border: string;
    surface: string;
    warning: string;
    success: string;
    error: string;
    archived: string;
    white: string;
    black: string;
    focus: string;
    focusHalo: string;
  };
  header: {
    background: string;
    text: string;
    /** CSS `border-bottom` value, or 'none'. */
    borderBottom: string;
    /** Header height in px (also used by the single-column min-height). */
    height: number;
    logoWidth: string;
    pointsPill: { background: string; text: string };
  };
  menu: {
    background: string;
    text: string;
    underline: string;
    mobileText: string;
    mobileBackground: string;
    unreadBackground: string;
    unreadText: string;
  };
  footer: { background: string; text: string };
  sidebar: { background: string; text: string; buttonDivider: string; button: string; buttonText: string };
  coupon: {
    ribbon: string;
    tile: string;
    tileText: string;
    buttonUse: string;
    buttonUseText: string;
    buttonActive: string;
    buttonActiveText: string;
    buttonInactive: string;
    buttonInactiveText: string;
  };
  confirmButton: { background: string; text: string };
  fonts: { body: string; heading: string; mono: string };
  fontSizes: number[];
  fontWeights: { normal: number; medium: number; semibold: number; bold: number };
  lineHeights: { body: number; heading: number };
  space: number[];
  /** styled-system breakpoints (min-width, mobile first). */
  breakpoints: string[];
  /** Media queries of the spec's "at N px or less" / "below 600px" rules. */
  media: { below600: string; upTo768: string; upTo1024: string; upTo1280: string };
  radii: { none: number; sm: number; md: number; lg: number; pill: number; round: string };
  sizes: {
    contentWidth: number;
    couponTile: number;
    closeIcon: number;
    headerIcon: number;
    mobileDrawer: string;
    dealDrawer: string;
  };
  contentWidth: number;
  zIndices: { header: number; drawer: number; modal: number; toast: number };
  buttons: Record<ButtonVariant, CSSObject>;
}
