import { describe, expect, it } from 'vitest';
import { supportedLanguages } from '@/lib/i18n/languages';
import { getDateLocale, isDateLocaleLoaded, loadDateLocale } from './date-locales';
import { formatDate, formatTime, formatValidity, fromEpochSeconds, startOfWeekFor, toDate, weekStartsOn } from './dates';

describe('formatDate', () => {
  it('formats dd. MM. yyyy with leading zeros', () => {
    expect(formatDate(new Date(2024, 4, 5, 9, 7))).toBe('05. 05. 2024');
    expect(formatDate(new Date(2024, 11, 31, 23, 59))).toBe('31. 12. 2024');
  });

  it('accepts ISO strings and epoch milliseconds', () => {
    expect(formatDate('2024-03-01')).toBe('01. 03. 2024');
    expect(formatDate(new Date(2024, 0, 2).getTime())).toBe('02. 01. 2024');
  });

  it('gives an empty string for missing or invalid input', () => {
    expect(formatDate(undefined)).toBe('');
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate(Number.NaN)).toBe('');
  });
});

describe('formatTime', () => {
  it('formats HH:mm on a 24-hour clock', () => {
    expect(formatTime(new Date(2024, 4, 5, 9, 7))).toBe('09:07');
    expect(formatTime(new Date(2024, 4, 5, 0, 0))).toBe('00:00');
    expect(formatTime(new Date(2024, 4, 5, 23, 59, 59))).toBe('23:59');
    expect(formatTime(new Date(2024, 4, 5, 13, 30))).toBe('13:30');
  });

  it('gives an empty string for invalid input', () => {
    expect(formatTime('nope')).toBe('');
  });
});

describe('fromEpochSeconds and toDate', () => {
  it('converts epoch seconds', () => {
    expect(fromEpochSeconds(1_700_000_000).toISOString()).toBe('2023-11-14T22:13:20.000Z');
  });

  it('keeps a Date as it is', () => {
    const date = new Date();
    expect(toDate(date)).toBe(date);
  });
});

describe('formatValidity', () => {
  const may5 = new Date(2024, 4, 5);

  it('shows month and day in the order and case of each language', async () => {
    await Promise.all(supportedLanguages.map((language) => loadDateLocale(language)));
    expect(formatValidity(may5, 'en')).toBe('May 5');
    expect(formatValidity(may5, 'en_GB')).toBe('5 May');
    expect(formatValidity(may5, 'cs')).toBe('5. května');
    expect(formatValidity(may5, 'sk')).toBe('5. mája');
    expect(formatValidity(may5, 'pl')).toBe('5 maja');
    expect(formatValidity(may5, 'ro')).toBe('5 mai');
    expect(formatValidity(may5, 'fr')).toBe('5 mai');
    expect(formatValidity(may5, 'bg')).toBe('5 май');
  });

  it('gives an empty string for invalid input', () => {
    expect(formatValidity('x', 'en')).toBe('');
  });
});

describe('date locales', () => {
  it('loads every language and caches it', async () => {
    for (const language of supportedLanguages) {
      const locale = await loadDateLocale(language);
      expect(isDateLocaleLoaded(language)).toBe(true);
      expect(getDateLocale(language)).toBe(locale);
      expect(await loadDateLocale(language)).toBe(locale);
    }
    expect(getDateLocale('en_GB')?.code).toBe('en-GB');
    expect(getDateLocale('cs')?.code).toBe('cs');
    // English is date-fns' own default locale: nothing to load, and dates still come out in English.
    expect(getDateLocale('en')).toBeUndefined();
  });

  it('starts the Bulgarian week on Monday', async () => {
    expect((await loadDateLocale('bg'))?.options?.weekStartsOn).toBe(1);
    expect(weekStartsOn.bg).toBe(1);
  });

  it('agrees with the week starts of the date-fns locales', async () => {
    for (const language of supportedLanguages) {
      expect((await loadDateLocale(language))?.options?.weekStartsOn ?? 0).toBe(weekStartsOn[language]);
    }
  });
});

describe('startOfWeekFor', () => {
  // Sunday 2024-05-12.
  const sunday = new Date(2024, 4, 12, 15, 0);

  it('starts on Monday in Bulgarian and en_GB, on Sunday in en', () => {
    expect(startOfWeekFor(sunday, 'bg')).toEqual(new Date(2024, 4, 6));
    expect(startOfWeekFor(sunday, 'en_GB')).toEqual(new Date(2024, 4, 6));
    expect(startOfWeekFor(sunday, 'en')).toEqual(new Date(2024, 4, 12));
  });

  it('starts on Monday in Bulgarian for a Monday too', () => {
    expect(startOfWeekFor(new Date(2024, 4, 6, 8, 0), 'bg')).toEqual(new Date(2024, 4, 6));
  });
});
