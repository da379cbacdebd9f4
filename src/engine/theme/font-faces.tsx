// The shipped font's files as font faces (font-names.ts says which font that is).
import { createGlobalStyle } from 'styled-components';
import cyrillic from '@fontsource-variable/montserrat/files/montserrat-cyrillic-wght-normal.woff2?url';
import latinExt from '@fontsource-variable/montserrat/files/montserrat-latin-ext-wght-normal.woff2?url';
import latin from '@fontsource-variable/montserrat/files/montserrat-latin-wght-normal.woff2?url';
import { fallbackFontFace, SHIPPED_FONT, usesShippedFont } from './font-names';

const subsets: ReadonlyArray<{ url: string; unicodeRange: string }> = [
  { url: cyrillic, unicodeRange: 'U+0301, U+0400-045F, U+0490-0491, U+04B0-04B1, U+2116' },
  {
    url: latinExt,
    unicodeRange:
      'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF',
  },
  {
    url: latin,
    unicodeRange:
      'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
  },
];

let shippedFacesAdded = false;

/**
 * Adds the web font's faces to `document.fonts` (once per page): each file is fetched only when text
 * in its unicode-range is drawn, as with `@font-face`. Through the Font Loading API rather than a
 * style sheet, so declaring them parses no CSS and re-renders nothing (the app calls it once the
 * first screen has settled, so the files are not in the first screen's request queue). `font-display:
 * swap`: text is never invisible, and as it is first set in the metric-matched fallback the swap
 * shifts nothing.
 */
export function addShippedFontFaces(): void {
  if (shippedFacesAdded || typeof FontFace === 'undefined' || typeof document === 'undefined' || !document.fonts) return;
  shippedFacesAdded = true;
  for (const { url, unicodeRange } of subsets) {
    document.fonts.add(new FontFace(SHIPPED_FONT, `url(${url}) format('woff2')`, { style: 'normal', weight: '100 900', display: 'swap', unicodeRange }));
  }
}

/**
 * The font faces of the theme's body font: for Montserrat its metric-matched fallback (the web
 * font's own faces come later: `addShippedFontFaces`); nothing for any other family.
 */
export const FontFaces = createGlobalStyle`
  ${({ theme }) => (usesShippedFont(theme.fonts.body) ? fallbackFontFace : '')}
`;
