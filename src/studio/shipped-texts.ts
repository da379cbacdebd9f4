// The portal's shipped translation bundles, flat (dotted keys): the base the channel's own texts
// override, shown in the translations table and sent to the preview.
import { flattenTranslations, type NestedTranslations } from '@/lib/i18n/flat';
import { languageFromGeneral } from '@/lib/i18n/languages';

// The bundles as text (`?raw`), parsed on first use: a static import of the JSON modules themselves
// would pull them into the studio's graph while the portal code beside it imports them lazily.
const sources = import.meta.glob<string>('../lib/i18n/locales/*.json', { eager: true, query: '?raw', import: 'default' });
const nested = new Map<string, NestedTranslations>();
const flat = new Map<string, Record<string, string>>();

function bundleOf(language: string): NestedTranslations | undefined {
  const source = sources[`../lib/i18n/locales/${language}.json`];
  if (source === undefined) return undefined;
  let bundle = nested.get(language);
  if (!bundle) {
    bundle = JSON.parse(source) as NestedTranslations;
    nested.set(language, bundle);
  }
  return bundle;
}

/** A shipped bundle as it ships (nested), for the CLI's translation check; undefined when none ships. */
export const shippedBundle = (language: string): unknown => bundleOf(language);

export function shippedTexts(language: string): Record<string, string> {
  let texts = flat.get(language);
  if (!texts) {
    const bundle = bundleOf(language);
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

/** The channel's language (GENERAL.lang of the draft) and the text a key shows in it, as the preview serves it. */
export function channelTexts(draft: { general?: Record<string, unknown>; translations?: Record<string, Record<string, string>> }) {
  const lang = draft.general?.['GENERAL.lang'];
  const language = languageFromGeneral(typeof lang === 'string' ? lang : undefined);
  const own = draft.translations?.[language] ?? {};
  const shipped = shippedTexts(language);
  const base = language.includes('_') ? shippedTexts(language.split('_')[0] as string) : {};
  return { language, textOf: (key: string): string | undefined => own[key] ?? shipped[key] ?? base[key] };
}

type EditableDraft = Parameters<typeof channelTexts>[0] & { languages: string[] };

/**
 * channelTexts plus what a text key field needs to create its key: the channel's languages, the
 * channel's own text of a key per language, whether the portal ships the key, and a setter that
 * writes the draft's translations (empty removes the text).
 */
export function editableTexts<D extends EditableDraft>(draft: D, change: (next: (current: D) => D) => void) {
  return {
    ...channelTexts(draft),
    languages: draft.languages,
    translations: draft.translations,
    ownText: (language: string, key: string) => draft.translations?.[language]?.[key],
    shipped: (key: string) => shippedTexts('en')[key] !== undefined,
    // Applied to the draft as it is then, never to the one this context was made from: a form may
    // hold an older context (see StudioFormContext.translations).
    setText: (language: string, key: string, text: string | undefined) =>
      change((current) => {
        const translations = { ...current.translations, [language]: { ...current.translations?.[language] } } as Record<string, Record<string, string>>;
        if (text === undefined || text === '') delete translations[language]![key];
        else translations[language]![key] = text;
        return { ...current, translations };
      }),
  };
}
