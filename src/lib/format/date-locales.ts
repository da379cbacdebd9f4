import type { Locale } from 'date-fns';
import type { Language } from '@/lib/i18n/languages';

/*
 * date-fns locales of the 8 languages (about 3 kB gzip each) load on demand with `loadDateLocale`,
 * which the i18n module awaits on every language change, so date-fns stays off the boot path.
 * Until a locale is loaded, formatting uses date-fns' own default (en-US).
 */
const loaders: Record<Language, () => Promise<Locale>> = {
  en: () => import('date-fns/locale/en-US').then((m) => m.enUS),
  bg: () => import('date-fns/locale/bg').then((m) => m.bg),
  cs: () => import('date-fns/locale/cs').then((m) => m.cs),
  en_GB: () => import('date-fns/locale/en-GB').then((m) => m.enGB),
  pl: () => import('date-fns/locale/pl').then((m) => m.pl),
  ro: () => import('date-fns/locale/ro').then((m) => m.ro),
  sk: () => import('date-fns/locale/sk').then((m) => m.sk),
  fr: () => import('date-fns/locale/fr').then((m) => m.fr),
};

const loaded = new Map<Language, Locale>();

/** The spec fixes the week start of Bulgarian to Monday, whatever date-fns ships. */
function adjust(language: Language, locale: Locale): Locale {
  if (language !== 'bg') return locale;
  return { ...locale, options: { ...locale.options, weekStartsOn: 1 } };
}

export async function loadDateLocale(language: Language): Promise<Locale> {
  const cached = loaded.get(language);
  if (cached) return cached;
  const locale = adjust(language, await loaders[language]());
  loaded.set(language, locale);
  return locale;
}

/** The loaded locale of a language; undefined (date-fns' default en-US) while it is still loading. */
export function getDateLocale(language: Language): Locale | undefined {
  return loaded.get(language);
}

export function isDateLocaleLoaded(language: Language): boolean {
  return loaded.has(language);
}
