// The loading text of index.html's boot screen, shown before any bundle is loaded: in the language the
// portal remembered from the last visit, else the deployment's `language` (portal.config.json), else
// none (a spinner without words rather than English on a Czech channel). The texts are the bundles'
// common.loading (a test keeps them equal), here so that the boot path does not load a bundle for them.
import { intlLocale, languageFromGeneral, resolveLanguage, type Language } from './languages';

/** Where the boot remembers the channel's language (written once the public config is in). */
export const LAST_LANGUAGE_KEY = 'portal.language';

const loading: Record<Language, string> = {
  bg: 'Зареждане…',
  cs: 'Načítání…',
  en: 'Loading…',
  en_GB: 'Loading…',
  pl: 'Ładowanie…',
  ro: 'Se încarcă…',
  sk: 'Načítava sa…',
  fr: 'Chargement…',
};

export const bootLoadingTexts: Readonly<Record<Language, string>> = loading;

function remembered(): string | null {
  try {
    return localStorage.getItem(LAST_LANGUAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * The language of a screen shown before the channel's config is in (the boot error screen): the
 * remembered language, else the deployment's (portal.config.json `language`), else the browser's.
 */
export function bootLanguage(deployment?: string): Language {
  const code = remembered() ?? deployment;
  if (code) return languageFromGeneral(code);
  return resolveLanguage(typeof navigator === 'undefined' ? undefined : navigator.language);
}

/** Writes the boot screen's loading text (index.html `#boot-label`); `deployment` is portal.config.json's `language`. */
export function showBootLabel(deployment?: string): void {
  const label = document.getElementById('boot-label');
  const code = remembered() ?? deployment;
  if (!label || !code) return;
  const language = languageFromGeneral(code);
  label.textContent = loading[language];
  document.documentElement.lang = intlLocale(language);
}
