export { loadShippedBundle } from './shipped-bundles';
export { applyServerTranslations, changeLanguage, i18n, initI18n, loadDefaultBundle } from './i18n';
export {
  fallbackLanguage,
  intlLocale,
  isLanguage,
  languageFromGeneral,
  resolveLanguage,
  supportedLanguages,
  type Language,
} from './languages';
export { fillTemplate, flattenTranslations, unflattenTranslations, type FlatTranslations, type NestedTranslations } from './flat';
export type { TranslationKey } from './keys';
export { localizedText, type LocalizedText } from './localized-text';
