import type { Locale } from 'date-fns';
import type { Language } from '@/lib/i18n/languages';

/*
 * date-fns locales of the 8 languages (about 3 kB gzip each) load on demand with `loadDateLocale`,
 * which the i18n module awaits on every language change, so date-fns stays off the boot path.
 * Until a locale is loaded, formatting uses date-fns' own default (en-US). English *is* that
 * default (date-fns' format functions carry en-US), so it needs no chunk: one request less at boot.
 */
const loaders: Record<Exclude<Language, 'en'>, () => Promise<Locale>> = {
  bg: () => import('date-fns/locale/bg').then((m) => m.bg),
  cs: () => import('date-fns/locale/cs').then((m) => m.cs),
  en_GB: () => import('date-fns/locale/en-GB').then((m) => m.enGB),
  pl: () => import('date-fns/locale/pl').then((m) => m.pl),
  ro: () => import('date-fns/locale/ro').then((m) => m.ro),
  sk: () => import('date-fns/locale/sk').then((m) => m.sk),
  fr: () => import('date-fns/locale/fr').then((m) => m.fr),
};

const loaded = new Map<Language, Locale | undefined>([['en', undefined]]);

/** The spec fixes the week start of Bulgarian to Monday, whatever date-fns ships. */
function adjust(language: Language, locale: Locale): Locale {
  if (language !== 'bg') return locale;
  return { ...locale, options: { ...locale.options, weekStartsOn: 1 } };
}

/** The language's date-fns locale, loaded once; undefined for English (date-fns' default en-US). */
export async function loadDateLocale(language: Language): Promise<Locale | undefined> {
  if (language === 'en' || loaded.has(language)) return loaded.get(language);
  const locale = adjust(language, await loaders[language]());
  loaded.set(language, locale);
  return locale;
}

/** The loaded locale of a language; undefined (date-fns' default en-US) for English and while it is still loading. */
export function getDateLocale(language: Language): Locale | undefined {
  return loaded.get(language);
}

export function isDateLocaleLoaded(language: Language): boolean {
  return loaded.has(language);
}
