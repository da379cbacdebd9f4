import type { NestedTranslations } from './flat';
import type { Language } from './languages';

// The built-in bundles other than English, one JSON chunk each. Kept apart from i18n.ts so the boot
// code can start the guessed language's chunk beside the config calls without loading i18next.
const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ default: NestedTranslations }>> = {
  bg: () => import('./locales/bg.json'),
  cs: () => import('./locales/cs.json'),
  en_GB: () => import('./locales/en_GB.json'),
  pl: () => import('./locales/pl.json'),
  ro: () => import('./locales/ro.json'),
  sk: () => import('./locales/sk.json'),
  fr: () => import('./locales/fr.json'),
};

/** The built-in bundle of a language other than English (a chunk). */
export async function loadShippedBundle(language: Exclude<Language, 'en'>): Promise<NestedTranslations> {
  return (await loaders[language]()).default;
}
