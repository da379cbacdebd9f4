// A real backend serves complete translations per language, and the portal replaces its default
// bundle with them. The demo backend does the same: the portal's shipped bundle of the language
// (flattened to dotted keys) with the active preset's overrides on top.
import { flattenTranslations, type FlatTranslations } from '@/lib/i18n/flat';
import bg from '@/lib/i18n/locales/bg.json';
import cs from '@/lib/i18n/locales/cs.json';
import en from '@/lib/i18n/locales/en.json';
import enGB from '@/lib/i18n/locales/en_GB.json';
import fr from '@/lib/i18n/locales/fr.json';
import pl from '@/lib/i18n/locales/pl.json';
import ro from '@/lib/i18n/locales/ro.json';
import sk from '@/lib/i18n/locales/sk.json';

const shipped = { bg, cs, en, en_GB: enGB, fr, pl, ro, sk } as const;
export type ShippedLanguage = keyof typeof shipped;

const flattened = new Map<ShippedLanguage, FlatTranslations>();

export function servedTranslations(language: ShippedLanguage, overrides: Readonly<Record<string, string>> = {}): FlatTranslations {
  let base = flattened.get(language);
  if (!base) {
    base = flattenTranslations(shipped[language]);
    flattened.set(language, base);
  }
  return { ...base, ...overrides };
}
