// The studio's own interface texts: the portal's i18next instance (`@/lib/i18n`), namespace `studio`,
// bundles in src/studio/locales/ (never imported by the portal, so members never download them).
// The operator chooses the language in the studio header, independently of the channel being
// edited (the preview frame keeps the channel's language); remembered in localStorage, first taken
// from the browser's languages; English is the fallback.
import { useTranslation } from 'react-i18next';
import { changeLanguage, i18n, initI18n } from '@/lib/i18n';
import type { NestedTranslations } from '@/lib/i18n/flat';
import { fallbackLanguage, isLanguage, resolveLanguage, supportedLanguages, type Language } from '@/lib/i18n/languages';
import english from './locales/en.json';
import { SCHEMA_NS } from './schema-words';

export const STUDIO_NS = 'studio';
const STORAGE_KEY = 'studio.language';

// English is in the studio's entry (the fallback); every other language is its own chunk.
const loaders = import.meta.glob<NestedTranslations>(['./locales/*.json', '!./locales/en.json'], { import: 'default' });
// The generated forms' words (schema-words.ts), loaded with the language; English is the schema itself.
const schemaLoaders = import.meta.glob<NestedTranslations>('./locales/schema/*.json', { import: 'default' });

/** Each language in its own name, as the operator looks for it. */
export const languageNames: Record<Language, string> = {
  bg: 'Български',
  cs: 'Čeština',
  en: 'English',
  en_GB: 'English (UK)',
  pl: 'Polski',
  ro: 'Română',
  sk: 'Slovenčina',
  fr: 'Français',
};

function stored(): Language | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

/** The remembered choice, else the first browser language the studio speaks, else English. */
export function initialStudioLanguage(browser: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages): Language {
  const remembered = stored();
  if (remembered) return remembered;
  for (const code of browser) {
    const language = resolveLanguage(code);
    // resolveLanguage falls back to en for a language it does not know: only a real match counts.
    if (language !== fallbackLanguage || code.toLowerCase().startsWith('en')) return language;
  }
  return fallbackLanguage;
}

async function ensureStudioBundle(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, STUDIO_NS)) return;
  const load = loaders[`./locales/${language}.json`];
  const loadSchema = schemaLoaders[`./locales/schema/${language}.json`];
  const [bundle, schemaBundle] = await Promise.all([language === 'en' || !load ? english : load(), loadSchema ? loadSchema() : undefined]);
  if (schemaBundle) i18n.addResourceBundle(language, SCHEMA_NS, schemaBundle, true, true);
  i18n.addResourceBundle(language, STUDIO_NS, bundle, true, true);
}

/** Starts the portal's i18n in the operator's language with the studio's texts beside it. */
export async function initStudioI18n(): Promise<Language> {
  const language = initialStudioLanguage();
  await initI18n(language);
  await Promise.all([ensureStudioBundle('en'), ensureStudioBundle(language)]);
  return language;
}

/** Switches the studio (not the channel) to `language` and remembers the choice. */
export async function setStudioLanguage(language: Language): Promise<void> {
  await ensureStudioBundle(language);
  await changeLanguage(language);
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // A browser that keeps nothing: the choice lasts for this page.
  }
}

/** The studio's `t`, in its namespace. */
export const useStudioT = () => useTranslation(STUDIO_NS);

/** The studio's `t`, handed to what builds texts outside a component (a generated form's uiSchema). */
export type StudioT = ReturnType<typeof useStudioT>['t'];

export { supportedLanguages as studioLanguages };

/** The studio language's date and time format (English in the British format, as the studio always showed it). */
export const studioLocale = (language: string = i18n.language ?? 'en'): string => (language === 'en' ? 'en-GB' : language.replace('_', '-'));
