import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveLanguage, type Language } from '@/lib/i18n/languages';
import { formatDate, formatTime, formatValidity, startOfWeekFor, type DateInput } from './dates';
import { formatCurrency, formatDistance, formatFuelPrice, formatPoints } from './numbers';

export interface Formatters {
  language: Language;
  points: (hundredths: number) => string;
  currency: (amount: number, currency: string) => string;
  fuelPrice: (amount: number) => string;
  distance: (metres: number) => string;
  date: (input: DateInput | null | undefined) => string;
  time: (input: DateInput | null | undefined) => string;
  validity: (input: DateInput | null | undefined) => string;
  startOfWeek: (input: DateInput) => Date;
}

/** Every formatter bound to a language. */
export function createFormatters(language: Language): Formatters {
  return {
    language,
    points: (hundredths) => formatPoints(hundredths, language),
    currency: (amount, currency) => formatCurrency(amount, currency, language),
    fuelPrice: (amount) => formatFuelPrice(amount, language),
    distance: (metres) => formatDistance(metres, language),
    date: formatDate,
    time: formatTime,
    validity: (input) => formatValidity(input, language),
    startOfWeek: (input) => startOfWeekFor(input, language),
  };
}

/** The formatters for the current i18next language; re-renders when the language changes. */
export function useFormat(): Formatters {
  const { i18n } = useTranslation();
  // i18n.language, not resolvedLanguage: en_GB must keep its units even where its texts fall back to en.
  const language = resolveLanguage(i18n.language);
  return useMemo(() => createFormatters(language), [language]);
}
