// The channel's font (VISUAL.font_family): names and the local fallback face (no asset imports, so
// the preset CLI can build a theme under Node; the files are in font-faces.tsx). The build ships one
// font: Montserrat, the spec's default, self-hosted as variable woff2 files (weights 100-900) in three subsets: Latin, Latin Extended
// (cs, pl, ro, sk diacritics) and Cyrillic (bg). Each @font-face carries its unicode-range, so a page
// downloads only the subsets its text uses; a channel naming another family downloads none of them
// and shows that family when the device has it, else the system stack.
export const SHIPPED_FONT = 'Montserrat';
/** A local face metric-matched to Montserrat (Arial or its metric twin, scaled): text set in it before the web font arrives takes the same space. */
export const SHIPPED_FONT_FALLBACK = 'Montserrat Fallback';

/** The first family a font_family value names, unquoted ("'Open Sans', serif" -> "Open Sans"). */
export const firstFamily = (stack: string): string => (stack.split(',')[0] ?? '').trim().replace(/^['"]|['"]$/g, '');

/** Whether the shipped font files serve this font stack (its first family is Montserrat). */
export const usesShippedFont = (stack: string): boolean => firstFamily(stack).toLowerCase() === SHIPPED_FONT.toLowerCase();

/**
 * The metric-matched fallback face: no download (local fonts only). size-adjust scales Arial's
 * average glyph width to Montserrat's; the overrides are Montserrat's ascender (968/1000), descender
 * (251/1000) and line gap (0) divided by that scale.
 */
export const fallbackFontFace = `@font-face {
  font-family: '${SHIPPED_FONT_FALLBACK}';
  src: local('Arial'), local('ArialMT'), local('Liberation Sans'), local('Helvetica'), local('Arimo');
  size-adjust: 112.83%;
  ascent-override: 85.79%;
  descent-override: 22.25%;
  line-gap-override: 0%;
}`;
