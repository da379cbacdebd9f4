import { afterEach, describe, expect, it } from 'vitest';
import { flattenTranslations, type NestedTranslations } from '@/lib/i18n/flat';
import { supportedLanguages } from '@/lib/i18n/languages';
import { initialStudioLanguage } from './studio-i18n';

const bundles = import.meta.glob<NestedTranslations>('./locales/*.json', { eager: true, import: 'default' });
const keysOf = (language: string) => Object.keys(flattenTranslations(bundles[`./locales/${language}.json`] ?? {})).sort();

describe('the studio texts', () => {
  it('have a bundle per language, each translating every English key (en_GB only what differs)', () => {
    const english = keysOf('en');
    expect(english.length).toBeGreaterThan(40);
    for (const language of supportedLanguages) {
      expect(bundles[`./locales/${language}.json`], language).toBeDefined();
      if (language === 'en' || language === 'en_GB') continue;
      expect(keysOf(language), language).toEqual(english);
    }
    for (const key of keysOf('en_GB')) expect(english).toContain(key);
  });
});

describe('initialStudioLanguage', () => {
  afterEach(() => localStorage.clear());

  it('takes the first browser language the studio speaks, else English', () => {
    expect(initialStudioLanguage(['cs-CZ', 'en'])).toBe('cs');
    expect(initialStudioLanguage(['de-DE', 'sk'])).toBe('sk');
    expect(initialStudioLanguage(['en-GB', 'cs'])).toBe('en_GB');
    expect(initialStudioLanguage(['de', 'it'])).toBe('en');
    expect(initialStudioLanguage([])).toBe('en');
  });

  it('prefers the remembered choice', () => {
    localStorage.setItem('studio.language', 'fr');
    expect(initialStudioLanguage(['cs-CZ'])).toBe('fr');
    localStorage.setItem('studio.language', 'xx');
    expect(initialStudioLanguage(['cs-CZ'])).toBe('cs');
  });
});
