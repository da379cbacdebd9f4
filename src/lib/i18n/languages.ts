/**
 * The portal's languages. Codes are the spec's underscore names (`en_GB`, not `en-GB`); i18next
 * uses them as they are, and `intlLocale` turns one into a BCP 47 tag for Intl and date-fns.
 */
export const supportedLanguages = ['bg', 'cs', 'en', 'en_GB', 'pl', 'ro', 'sk', 'fr'] as const;

export type Language = (typeof supportedLanguages)[number];

export const fallbackLanguage: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (supportedLanguages as readonly string[]).includes(value);
}

/**
 * Normalises GENERAL.lang as the spec says (split on underscore, first part lower-cased, second
 * kept: `CS_CZ` -> `cs_CZ`), then resolves it to a supported language: an exact match wins
 * (`en_GB`), else the first part (`cs_CZ` -> `cs`), else the fallback `en`.
 */
export function languageFromGeneral(lang?: string | null): Language {
  if (typeof lang !== 'string') return fallbackLanguage;
  const [first = '', ...rest] = lang.trim().split('_');
  const primary = first.toLowerCase();
  const normalised = rest.length > 0 ? `${primary}_${rest.join('_')}` : primary;
  return resolveLanguage(normalised);
}

/** Resolves any language code (underscore or hyphen form) to a supported language. */
export function resolveLanguage(code?: string | null): Language {
  if (typeof code !== 'string' || code === '') return fallbackLanguage;
  const underscored = code.replace('-', '_');
  if (isLanguage(underscored)) return underscored;
  const primary = underscored.split('_')[0]?.toLowerCase();
  return isLanguage(primary) ? primary : fallbackLanguage;
}

/** BCP 47 tag of a language, for Intl and date-fns (`en_GB` -> `en-GB`). */
export function intlLocale(language: Language): string {
  return language.replace('_', '-');
}
