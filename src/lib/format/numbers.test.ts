import { describe, expect, it } from 'vitest';
import { supportedLanguages } from '@/lib/i18n/languages';
import { formatCurrency, formatDistance, formatFuelPrice, formatPoints, pointsFromHundredths } from './numbers';

const nbsp = '\u00a0';
const nnbsp = '\u202f';

describe('pointsFromHundredths', () => {
  it('is the number a member sees and plural rules count: 100 hundredths are 1 point', () => {
    expect(pointsFromHundredths(100)).toBe(1);
    expect(pointsFromHundredths(150)).toBe(1.5);
    expect(pointsFromHundredths(0)).toBe(0);
  });
});

describe('formatPoints', () => {
  it('divides hundredths by 100', () => {
    expect(formatPoints(12345, 'en')).toBe('123.45');
    expect(formatPoints(100, 'en')).toBe('1');
    expect(formatPoints(0, 'en')).toBe('0');
    expect(formatPoints(1, 'en')).toBe('0.01');
  });

  it('drops trailing zeros', () => {
    expect(formatPoints(150, 'en')).toBe('1.5');
    expect(formatPoints(1000, 'en')).toBe('10');
    expect(formatPoints(12300, 'en')).toBe('123');
  });

  it('never shows more than two decimals', () => {
    expect(formatPoints(12345.6, 'en')).toBe('123.46');
  });

  it('uses the locale separators', () => {
    expect(formatPoints(12345, 'cs')).toBe('123,45');
    expect(formatPoints(123456789, 'en')).toBe('1,234,567.89');
    expect(formatPoints(123456789, 'en_GB')).toBe('1,234,567.89');
    expect(formatPoints(123456789, 'cs')).toBe(`1${nbsp}234${nbsp}567,89`);
    expect(formatPoints(123456789, 'ro')).toBe('1.234.567,89');
    expect(formatPoints(123456789, 'fr')).toBe(`1${nnbsp}234${nnbsp}567,89`);
  });

  it('keeps the sign of negative points', () => {
    expect(formatPoints(-250, 'en')).toBe('-2.5');
  });

  it('writes whole hundredths exactly as Intl would, in every language', () => {
    const values = [0, 1, 5, 10, 99, 100, 105, 150, 999_99, 1000_00, 1234_50, 9999_99, 12345_67, 123456_78, 1234567_00, 123456789_01, -1, -250, -1234_56, -12345_60];
    for (const language of supportedLanguages) {
      const intl = new Intl.NumberFormat(language.replace('_', '-'), { maximumFractionDigits: 2 });
      for (const hundredths of values) expect(formatPoints(hundredths, language), `${language} ${hundredths}`).toBe(intl.format(hundredths / 100));
    }
  });

  it('gives an empty string for a value that is not a number', () => {
    expect(formatPoints(Number.NaN, 'en')).toBe('');
    expect(formatPoints(Number.POSITIVE_INFINITY, 'en')).toBe('');
  });
});

describe('formatCurrency', () => {
  it('formats with Intl by locale', () => {
    expect(formatCurrency(1234.5, 'EUR', 'en')).toBe('€1,234.50');
    expect(formatCurrency(1234.5, 'EUR', 'cs')).toBe(`1${nbsp}234,50${nbsp}€`);
    expect(formatCurrency(99, 'CZK', 'cs')).toBe(`99,00${nbsp}Kč`);
    expect(formatCurrency(10, 'GBP', 'en_GB')).toBe('£10.00');
    expect(formatCurrency(10, 'PLN', 'pl')).toBe(`10,00${nbsp}zł`);
  });

  it('falls back to number and code for an unknown currency code', () => {
    expect(formatCurrency(5, 'not a code', 'en')).toBe('5 not a code');
  });

  it('gives an empty string for a value that is not a number', () => {
    expect(formatCurrency(Number.NaN, 'EUR', 'en')).toBe('');
  });
});

describe('formatFuelPrice', () => {
  it('shows euro per litre with three decimals by locale', () => {
    expect(formatFuelPrice(1.459, 'sk')).toBe(`1,459${nbsp}€/l`);
    expect(formatFuelPrice(1.459, 'en')).toBe('€1.459/l');
    expect(formatFuelPrice(1.5, 'cs')).toBe(`1,500${nbsp}€/l`);
  });

  it('gives an empty string for a value that is not a number', () => {
    expect(formatFuelPrice(Number.NaN, 'en')).toBe('');
  });
});

describe('formatDistance', () => {
  it('shows metres below 1000 m and km from 1000 m', () => {
    expect(formatDistance(0, 'en')).toBe('0 m');
    expect(formatDistance(999, 'en')).toBe('999 m');
    expect(formatDistance(1000, 'en')).toBe('1 km');
    expect(formatDistance(1500, 'cs')).toBe('1,5 km');
    expect(formatDistance(12345, 'en')).toBe('12.3 km');
  });

  it('decides the unit on the rounded value', () => {
    expect(formatDistance(999.4, 'en')).toBe('999 m');
    expect(formatDistance(999.6, 'en')).toBe('1 km');
  });

  it('uses feet below 5280 ft and miles from 5280 ft for en_GB only', () => {
    const metresFor = (feet: number) => feet / 3.28084;
    expect(formatDistance(metresFor(5279), 'en_GB')).toBe('5,279 ft');
    expect(formatDistance(metresFor(5280), 'en_GB')).toBe('1 mi');
    expect(formatDistance(1609.344 * 2.5, 'en_GB')).toBe('2.5 mi');
    expect(formatDistance(1, 'en_GB')).toBe('3 ft');
    expect(formatDistance(999, 'en_GB')).toBe('3,278 ft');
    expect(formatDistance(1000, 'en_GB')).toBe('3,281 ft');
    expect(formatDistance(metresFor(5279), 'en')).toBe('1.6 km');
  });

  it('uses metric units in every other language', () => {
    for (const language of supportedLanguages.filter((l) => l !== 'en_GB')) {
      expect(formatDistance(999, language)).toMatch(/^999\s?m$/u);
      expect(formatDistance(1000, language)).toMatch(/^1\s?km$/u);
    }
  });

  it('treats negative distances as 0 and non-numbers as empty', () => {
    expect(formatDistance(-5, 'en')).toBe('0 m');
    expect(formatDistance(Number.NaN, 'en')).toBe('');
  });
});
