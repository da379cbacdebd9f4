// The portal's shipped translation bundles, flat (dotted keys): the base the channel's own texts
// override, shown in the translations table and sent to the preview.
import { flattenTranslations, type NestedTranslations } from '@/lib/i18n/flat';

const bundles = import.meta.glob<NestedTranslations>('../lib/i18n/locales/*.json', { eager: true, import: 'default' });
const flat = new Map<string, Record<string, string>>();

export function shippedTexts(language: string): Record<string, string> {
  let texts = flat.get(language);
  if (!texts) {
    const bundle = bundles[`../lib/i18n/locales/${language}.json`];
    texts = bundle ? flattenTranslations(bundle) : {};
    flat.set(language, texts);
  }
  return texts;
}

/** What the backend serves for `language`: the shipped texts with the channel's own over them. */
export const servedTexts = (language: string, own: Record<string, string> | undefined): Record<string, string> => ({
  ...shippedTexts(language),
  ...own,
});
