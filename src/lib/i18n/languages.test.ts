import { describe, expect, it } from 'vitest';
import { intlLocale, isLanguage, languageFromGeneral, resolveLanguage, supportedLanguages } from './languages';

describe('languageFromGeneral', () => {
  it('lower-cases the first part and keeps the second', () => {
    expect(languageFromGeneral('EN_GB')).toBe('en_GB');
    expect(languageFromGeneral('en_GB')).toBe('en_GB');
  });

  it('resolves a regional code to its supported language', () => {
    expect(languageFromGeneral('cs_CZ')).toBe('cs');
    expect(languageFromGeneral('CS_CZ')).toBe('cs');
    expect(languageFromGeneral('sk_SK')).toBe('sk');
    expect(languageFromGeneral('bg_BG')).toBe('bg');
    expect(languageFromGeneral('pl_PL')).toBe('pl');
    expect(languageFromGeneral('ro_RO')).toBe('ro');
    expect(languageFromGeneral('fr_FR')).toBe('fr');
    expect(languageFromGeneral('en_US')).toBe('en');
  });

  it('keeps the case of the second part, so en_gb is not en_GB', () => {
    expect(languageFromGeneral('en_gb')).toBe('en');
  });

  it('accepts a bare language', () => {
    expect(languageFromGeneral('PL')).toBe('pl');
    expect(languageFromGeneral(' fr ')).toBe('fr');
  });

  it('falls back to en for unknown or missing values', () => {
    expect(languageFromGeneral('de_DE')).toBe('en');
    expect(languageFromGeneral('')).toBe('en');
    expect(languageFromGeneral(undefined)).toBe('en');
    expect(languageFromGeneral(null)).toBe('en');
  });
});

describe('resolveLanguage', () => {
  it('accepts hyphenated tags', () => {
    expect(resolveLanguage('en-GB')).toBe('en_GB');
    expect(resolveLanguage('cs-CZ')).toBe('cs');
    expect(resolveLanguage('xx')).toBe('en');
  });
});

describe('supported languages', () => {
  it('are the spec languages', () => {
    expect([...supportedLanguages].sort()).toEqual(['bg', 'cs', 'en', 'en_GB', 'fr', 'pl', 'ro', 'sk']);
    expect(isLanguage('en_GB')).toBe(true);
    expect(isLanguage('en-GB')).toBe(false);
  });

  it('map to BCP 47 tags', () => {
    expect(intlLocale('en_GB')).toBe('en-GB');
    expect(intlLocale('cs')).toBe('cs');
  });
});
