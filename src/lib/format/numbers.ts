import { intlLocale, type Language } from '@/lib/i18n/languages';

const cache = new Map<string, Intl.NumberFormat>();

function numberFormat(language: Language, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(language), options);
    cache.set(key, format);
  }
  return format;
}

/** Points are stored and sent in hundredths (spec): the member-facing number, also what plural rules count. */
export function pointsFromHundredths(hundredths: number): number {
  return hundredths / 100;
}

/**
 * The separators Intl uses for plain numbers in each language (CLDR: decimal, group, minimum
 * grouping digits; pl and bg group only from five digits). Points are formatted with them because
 * the first Intl.NumberFormat of a page loads ICU's number data: one task of 50-100 ms under 4x CPU
 * at boot, for a header's points (docs/performance.md). The unit tests hold this table to Intl's output.
 */
const POINT_SEPARATORS: Record<Language, { decimal: string; group: string; minGrouping: number }> = {
  en: { decimal: '.', group: ',', minGrouping: 1 },
  en_GB: { decimal: '.', group: ',', minGrouping: 1 },
  cs: { decimal: ',', group: '\u00a0', minGrouping: 1 },
  sk: { decimal: ',', group: '\u00a0', minGrouping: 1 },
  pl: { decimal: ',', group: '\u00a0', minGrouping: 2 },
  bg: { decimal: ',', group: '\u00a0', minGrouping: 2 },
  ro: { decimal: ',', group: '.', minGrouping: 1 },
  fr: { decimal: ',', group: '\u202f', minGrouping: 1 },
};

/** Whole hundredths (what the API sends) without Intl; null when Intl must do it. */
function formatWholeHundredths(hundredths: number, language: Language): string | null {
  const separators = POINT_SEPARATORS[language];
  if (!separators || !Number.isSafeInteger(hundredths) || Object.is(hundredths, -0)) return null;
  const magnitude = Math.abs(hundredths);
  const digits = String(Math.trunc(magnitude / 100));
  const cents = magnitude % 100;
  const grouped =
    digits.length < 3 + separators.minGrouping ? digits : digits.replace(/\B(?=(\d{3})+$)/g, separators.group);
  const fraction = cents === 0 ? '' : `${separators.decimal}${String(cents).padStart(2, '0').replace(/0$/, '')}`;
  return `${hundredths < 0 ? '-' : ''}${grouped}${fraction}`;
}

/**
 * Points shown divided by 100 with the locale's separators, at most two
 * decimals and no trailing zeros (12345 -> 123.45, 150 -> 1.5, 100 -> 1). Not a number -> ''.
 */
export function formatPoints(hundredths: number, language: Language): string {
  if (!Number.isFinite(hundredths)) return '';
  return formatWholeHundredths(hundredths, language) ?? numberFormat(language, { maximumFractionDigits: 2 }).format(pointsFromHundredths(hundredths));
}

/** Amount in a currency by ISO 4217 code; an unknown code falls back to `number CODE`. */
export function formatCurrency(amount: number, currency: string, language: Language): string {
  if (!Number.isFinite(amount)) return '';
  try {
    return numberFormat(language, { style: 'currency', currency }).format(amount);
  } catch {
    return `${numberFormat(language, { maximumFractionDigits: 2 }).format(amount)} ${currency}`;
  }
}

/** Fuel price per litre in euro with three decimals: '1,459 €/l' (cs), '€1.459/l' (en). */
export function formatFuelPrice(amount: number, language: Language): string {
  if (!Number.isFinite(amount)) return '';
  const price = numberFormat(language, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 3,
    maximumFractionDigits: 3,
  }).format(amount);
  return `${price}/l`;
}

export const FEET_PER_METRE = 3.28084;
export const FEET_PER_MILE = 5280;

function unit(language: Language, unitName: string, fractionDigits: number, value: number): string {
  return numberFormat(language, {
    style: 'unit',
    unit: unitName,
    unitDisplay: 'short',
    maximumFractionDigits: fractionDigits,
  }).format(value);
}

/**
 * Distance: whole metres below 1000 m, else km with one decimal. en_GB uses imperial units: whole
 * feet below 5280 ft, else miles with one decimal. The switch is decided on the rounded value, so
 * 999.6 m shows as 1 km, never as '1,000 m'.
 */
export function formatDistance(metres: number, language: Language): string {
  if (!Number.isFinite(metres)) return '';
  const distance = Math.max(0, metres);
  if (language === 'en_GB') {
    const feet = Math.round(distance * FEET_PER_METRE);
    return feet < FEET_PER_MILE
      ? unit(language, 'foot', 0, feet)
      : unit(language, 'mile', 1, (distance * FEET_PER_METRE) / FEET_PER_MILE);
  }
  const rounded = Math.round(distance);
  return rounded < 1000 ? unit(language, 'meter', 0, rounded) : unit(language, 'kilometer', 1, distance / 1000);
}
