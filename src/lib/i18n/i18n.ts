import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadDateLocale } from '@/lib/format/date-locales';
import { unflattenTranslations, type NestedTranslations } from './flat';
import { fallbackLanguage, intlLocale, resolveLanguage, type Language } from './languages';
import { loadEnglishBundle, loadShippedBundle } from './shipped-bundles';

/*
 * The portal's one i18next instance. Language codes are the spec's underscore names (`en_GB`).
 * English is fetched with the boot (shipped-bundles.ts); other default bundles are JSON chunks
 * loaded on demand.
 *
 * Fallback chain: current language -> en -> `dev`. `dev` (i18next's name for the development
 * language) always holds the built-in English defaults, so a key the server's translations miss
 * still finds its English default even after the server replaced the `en` bundle itself.
 */
const NAMESPACE = 'translation';
const DEFAULTS = 'dev';

export const i18n: I18n = i18next.createInstance();


/** Languages whose bundle came from the server: a later language switch must not reload defaults. */
const fromServer = new Set<Language>();
/** Server bundles applied before `initI18n` (the store does not exist yet). */
const pending = new Map<Language, NestedTranslations>();

/** The built-in default bundle of a language. */
export async function loadDefaultBundle(language: Language): Promise<NestedTranslations> {
  if (language === 'en') return loadEnglishBundle();
  return loadShippedBundle(language);
}

function setBundle(language: Language, bundle: NestedTranslations): void {
  i18n.removeResourceBundle(language, NAMESPACE);
  i18n.addResourceBundle(language, NAMESPACE, bundle, false, true);
}

async function ensureBundle(language: Language): Promise<void> {
  if (fromServer.has(language) || i18n.hasResourceBundle(language, NAMESPACE)) return;
  setBundle(language, await loadDefaultBundle(language));
}

/**
 * Server translations (a flat map of dotted keys) REPLACE the bundle of that language (spec
 * section 1): keys they lack are not taken from that language's defaults but fall back to en.
 */
export function applyServerTranslations(language: Language, translations: Readonly<Record<string, unknown>>): void {
  fromServer.add(language);
  const bundle = unflattenTranslations(translations);
  if (i18n.isInitialized) setBundle(language, bundle);
  else pending.set(language, bundle);
}

function syncDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = intlLocale(resolveLanguage(language));
}

/**
 * Initialises i18next once for `language`, with the server's translations for it when given;
 * a second call only applies the translations and switches the language.
 */
export async function initI18n(
  language: Language = fallbackLanguage,
  serverTranslations?: Readonly<Record<string, unknown>> | null,
): Promise<I18n> {
  if (serverTranslations) applyServerTranslations(language, serverTranslations);
  if (i18n.isInitialized) {
    await changeLanguage(language);
    return i18n;
  }
  const [en, bundle] = await Promise.all([
    loadEnglishBundle(),
    fromServer.has(language) || language === 'en' ? null : loadDefaultBundle(language),
    loadDateLocale(language),
  ]);
  const resources: Record<string, { [NAMESPACE]: NestedTranslations }> = {
    [DEFAULTS]: { [NAMESPACE]: en },
    en: { [NAMESPACE]: en },
  };
  if (bundle) resources[language] = { [NAMESPACE]: bundle };
  for (const [code, serverBundle] of pending) resources[code] = { [NAMESPACE]: serverBundle };
  pending.clear();
  await i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: [fallbackLanguage, DEFAULTS],
    ns: [NAMESPACE],
    defaultNS: NAMESPACE,
    resources,
    keySeparator: '.',
    nsSeparator: false,
    // React escapes every text it renders; escaping here too would show entities (H&amp;M).
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false, bindI18n: 'languageChanged loaded', bindI18nStore: 'added removed' },
    initAsync: false,
  });
  i18n.on('languageChanged', syncDocumentLanguage);
  syncDocumentLanguage(language);
  return i18n;
}

/** Switches to a language (any code; resolved to a supported one), loading its bundles first. */
export async function changeLanguage(code: Language | string): Promise<Language> {
  const language = resolveLanguage(code);
  if (!i18n.isInitialized) {
    await initI18n(language);
    return language;
  }
  await Promise.all([ensureBundle(language), loadDateLocale(language)]);
  await i18n.changeLanguage(language);
  return language;
}
