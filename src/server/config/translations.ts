// What getTranslations serves: the portal's shipped bundle of the language (flattened to dotted
// keys) with the channel's own texts over it, as a real backend serves complete translations.
import { flattenTranslations, type FlatTranslations } from '@/lib/i18n/flat';
import type { Language } from '@/lib/i18n/languages';
import bg from '@/lib/i18n/locales/bg.json';
import cs from '@/lib/i18n/locales/cs.json';
import en from '@/lib/i18n/locales/en.json';
import enGB from '@/lib/i18n/locales/en_GB.json';
import fr from '@/lib/i18n/locales/fr.json';
import pl from '@/lib/i18n/locales/pl.json';
import ro from '@/lib/i18n/locales/ro.json';
import sk from '@/lib/i18n/locales/sk.json';

const shipped: Record<Language, unknown> = { bg, cs, en, en_GB: enGB, fr, pl, ro, sk };
const flattened = new Map<Language, FlatTranslations>();

export function servedTranslations(language: Language, overrides: Readonly<Record<string, string>> = {}): FlatTranslations {
  let base = flattened.get(language);
  if (!base) {
    base = flattenTranslations(shipped[language] as Parameters<typeof flattenTranslations>[0]);
    flattened.set(language, base);
  }
  return { ...base, ...overrides };
}
