import { format, isValid, parseISO, startOfWeek, type Day } from 'date-fns';
import type { Language } from '@/lib/i18n/languages';
import { getDateLocale } from './date-locales';

/** A Date, epoch milliseconds, or an ISO 8601 string (`2024-05-05`, `2024-05-05T10:00:00Z`). */
export type DateInput = Date | number | string;

/** Coupons carry `expiration_at` in epoch seconds; date-fns and `DateInput` use milliseconds. */
export function fromEpochSeconds(seconds: number): Date {
  return new Date(seconds * 1000);
}

export function toDate(input: DateInput): Date {
  if (input instanceof Date) return input;
  if (typeof input === 'number') return new Date(input);
  return parseISO(input);
}

function formatWith(input: DateInput | null | undefined, pattern: string, language?: Language): string {
  if (input === null || input === undefined) return '';
  const date = toDate(input);
  if (!isValid(date)) return '';
  return format(date, pattern, language ? { locale: getDateLocale(language) } : undefined);
}

/** `dd. MM. yyyy` in every language (the spec's one date format). Invalid or missing -> ''. */
export function formatDate(input: DateInput | null | undefined): string {
  return formatWith(input, 'dd. MM. yyyy');
}

/** `HH:mm`, 24-hour, in every language. */
export function formatTime(input: DateInput | null | undefined): string {
  return formatWith(input, 'HH:mm');
}

/** Day and month name in the order and grammatical case of the language. */
const validityPatterns: Record<Language, string> = {
  bg: 'd MMMM',
  cs: 'd. MMMM',
  en: 'MMMM d',
  en_GB: 'd MMMM',
  pl: 'd MMMM',
  ro: 'd MMMM',
  sk: 'd. MMMM',
  fr: 'd MMMM',
};

/**
 * Validity as month and day with the date-fns locale: 'May 5' (en), '5 May' (en_GB),
 * '5. května' (cs). Needs the language's date locale loaded (see `loadDateLocale`).
 */
export function formatValidity(input: DateInput | null | undefined, language: Language): string {
  return formatWith(input, validityPatterns[language], language);
}

/**
 * First day of the week per language. Kept here (not read from the lazily loaded date-fns locale)
 * so it is right before the locale arrives; a test checks it agrees with date-fns, except that
 * Bulgarian is forced to Monday as the spec says.
 */
export const weekStartsOn: Record<Language, Day> = {
  bg: 1,
  cs: 1,
  en: 0,
  en_GB: 1,
  pl: 1,
  ro: 1,
  sk: 1,
  fr: 1,
};

export function startOfWeekFor(input: DateInput, language: Language): Date {
  return startOfWeek(toDate(input), { weekStartsOn: weekStartsOn[language] });
}
