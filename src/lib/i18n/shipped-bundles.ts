import type { NestedTranslations } from './flat';
import type { Language } from './languages';
import englishUrl from './locales/en.json?url';

// English, the fallback of every language, is needed at every boot. In the build it is a JSON
// file fetched as data (parsed, not evaluated as JS, and not in the renderer chunk: docs/performance.md)
// as soon as the boot code loads this module, beside the config calls; in development and unit
// tests (and the server render's bundle) it is the same file as a JSON module.
let english: Promise<NestedTranslations> | undefined;

/** The built-in English bundle (started once; a failed download is tried again on the next call). */
export function loadEnglishBundle(): Promise<NestedTranslations> {
  english ??= (
    import.meta.env.PROD && !import.meta.env.SSR
      ? fetch(englishUrl).then((response) => {
          if (!response.ok) throw new Error(`The English texts did not load (${response.status})`);
          return response.json() as Promise<NestedTranslations>;
        })
      : import('./locales/en.json').then((module) => module.default as NestedTranslations)
  ).catch((error: unknown) => {
    english = undefined;
    throw error;
  });
  return english;
}

if (import.meta.env.PROD && !import.meta.env.SSR) void loadEnglishBundle().catch(() => undefined);

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
