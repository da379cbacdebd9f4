import { afterEach, describe, expect, it } from 'vitest';
import { flattenTranslations, type NestedTranslations } from '@/lib/i18n/flat';
import { supportedLanguages } from '@/lib/i18n/languages';
import { initialStudioLanguage } from './studio-i18n';

const bundles = import.meta.glob<NestedTranslations>('./locales/*.json', { eager: true, import: 'default' });
const flatByLanguage = new Map<string, Record<string, string>>();
const flat = (language: string) => {
  let texts = flatByLanguage.get(language);
  if (!texts) flatByLanguage.set(language, (texts = flattenTranslations(bundles[`./locales/${language}.json`] ?? {}) as Record<string, string>));
  return texts;
};
const keysOf = (language: string) => Object.keys(flat(language)).sort();

const PLURAL = /_(zero|one|two|few|many|other)$/;
const base = (key: string) => key.replace(PLURAL, '');
const baseKeys = (language: string) => [...new Set(keysOf(language).map(base))].sort();
const placeholders = (text: string) => [...new Set([...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((m) => m[1]))].sort();
/** The English text of a key (a plural form's English is the `_other` form where English has no such form). */
const englishOf = (key: string) => flat('en')[key] ?? flat('en')[`${base(key)}_other`];

/**
 * Texts a language writes exactly as English: a technical word (JSON, E-mail, the CLI's "preset") or
 * a word spelt the same in that language. Everything else must be translated.
 */
const SAME_AS_ENGLISH: Record<string, readonly string[]> = {
  'textKey.json': ['bg', 'cs', 'fr', 'pl', 'ro', 'sk'],
  'signIn.email': ['cs', 'fr', 'pl', 'ro', 'sk'],
  'header.preset': ['pl', 'ro'],
  'historyWords.initial': ['cs', 'fr', 'pl', 'ro', 'sk'],
  'nav.audit': ['cs', 'ro', 'sk'],
  'audit.title': ['cs', 'fr', 'ro', 'sk'],
  'editor.label': ['cs', 'ro', 'sk'],
  'translations.filter': ['sk'],
  'list.problems_one': ['pl'],
  'nav.sections': ['fr'],
  'nav.structure': ['fr'],
  'nav.routes': ['fr'],
  'images.title': ['fr'],
  'history.version': ['fr'],
  'history.message': ['fr'],
  'history.actions': ['fr'],
  'history.option': ['fr'],
  'header.version': ['fr'],
  'audit.version': ['fr'],
  'team.role': ['cs'],
  'team.roles.editor': ['cs', 'ro', 'sk'],
  'team.add.email': ['cs', 'fr', 'pl', 'ro', 'sk'],
  'team.name': ['pl', 'ro'],
};
/** Nothing to translate: only placeholders and punctuation ("{{file}}: {{reason}}"). */
const wordless = (text: string) => !/\p{L}/u.test(text.replace(/\{\{[^}]*\}\}/g, ''));

const translated = supportedLanguages.filter((language) => language !== 'en' && language !== 'en_GB');

describe('the studio texts', () => {
  it('have a bundle per language, each translating every English key (en_GB only what differs)', () => {
    const english = baseKeys('en');
    expect(english.length).toBeGreaterThan(300);
    for (const language of supportedLanguages) {
      expect(bundles[`./locales/${language}.json`], language).toBeDefined();
      if (language === 'en' || language === 'en_GB') continue;
      expect(baseKeys(language), language).toEqual(english);
    }
    for (const [key, text] of Object.entries(flat('en_GB'))) {
      expect(keysOf('en'), key).toContain(key);
      expect(text, `en_GB ${key} is only what differs from en`).not.toBe(englishOf(key));
    }
  });

  it("give every counted text the plural forms of each language's grammar", () => {
    const counted = [...new Set(keysOf('en').filter((key) => PLURAL.test(key)).map(base))];
    expect(counted).toContain('list.problems');
    for (const language of ['en', ...translated]) {
      const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      for (const key of counted) {
        const given = keysOf(language).filter((k) => base(k) === key && PLURAL.test(k)).map((k) => k.slice(key.length + 1));
        expect(given.sort(), `${language} ${key}`).toEqual([...forms].sort());
      }
    }
  });

  it('are translated: no text left in English, and the same placeholders as the English text', () => {
    for (const language of translated) {
      for (const [key, text] of Object.entries(flat(language))) {
        const english = englishOf(key);
        expect(placeholders(text), `${language} ${key}`).toEqual(placeholders(english ?? ''));
        if (wordless(text) || SAME_AS_ENGLISH[key]?.includes(language)) continue;
        expect(text, `${language} ${key} is still English`).not.toBe(english);
      }
    }
  });

  it('keep the allow-list of English-looking texts exact (each entry is still needed)', () => {
    for (const [key, languages] of Object.entries(SAME_AS_ENGLISH)) {
      for (const language of languages) expect(flat(language)[key], `${language} ${key}`).toBe(englishOf(key));
    }
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
