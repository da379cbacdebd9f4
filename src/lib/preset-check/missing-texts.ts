// What a member of each channel language would not see in the channel's own words: the list the
// studio's Translations table and language list count. Pure (the caller gives the flat shipped texts).
// - Text keys: the shipped ones, the channel's own (overrides included), the keys screens and forms
//   name (block props typed i18nKey, form labels, help, options) and menu and footer titles that are
//   keys. A key is missing in a language when that language (or its base, en for en_GB) has no own
//   text and either nothing ships for it or another channel language has its own text (an override
//   the channel made in one language and not in this one: a member would see the shipped words).
// - Menu and footer titles given per language: missing in a language with no text of its own. A plain
//   title that is not a key is written in the channel language: missing in every other language.
import { isUnsafeKey } from '../own-keys';
import { isObject, type BuiltPreset } from './built-preset';
import { localizedTitles, screenKeys } from './translations';

const dottedKey = /^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)+$/;

/** Flat shipped texts of a language (empty when none ships). */
export type ShippedOf = (language: string) => Record<string, string>;

export type MissingTitle = { pointer: string; language: string; shows: string };

export type MissingTexts = {
  /** Every text key the channel's members can see, sorted. */
  keys: string[];
  /** Per language, the keys without a text in the channel's own words. */
  keysOf: Map<string, Set<string>>;
  /** Menu and footer titles without a text in a language. */
  titles: MissingTitle[];
  /** Missing keys and titles of a language. */
  countOf: (language: string) => number;
};

const baseOf = (language: string) => language.split('_')[0] as string;
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** The keys menu and footer titles name (a plain key, or a key given as a language's text). */
export function titleKeys(preset: Pick<BuiltPreset, 'sections'>): Map<string, string> {
  const found = new Map<string, string>();
  for (const [pointer, value] of localizedTitles(preset)) {
    const values = isObject(value) ? Object.values(value) : [value];
    for (const v of values) if (typeof v === 'string' && dottedKey.test(v) && !found.has(v)) found.set(v, pointer);
  }
  return found;
}

export function missingTexts(preset: BuiltPreset, shippedOf: ShippedOf, channelLanguage: string): MissingTexts {
  const languages = preset.languages ?? [];
  const own = isObject(preset.translations) ? preset.translations : {};
  const ownOf = (language: string): Record<string, unknown> => (Object.hasOwn(own, language) && isObject(own[language]) ? (own[language] as Record<string, unknown>) : {});
  const hasOwn = (language: string, key: string) => {
    const texts = ownOf(language);
    if (Object.hasOwn(texts, key) && text(texts[key])) return true;
    const base = baseOf(language);
    return base !== language && Object.hasOwn(ownOf(base), key) && text(ownOf(base)[key]) !== undefined;
  };
  const shipped = (language: string, key: string) => text(shippedOf(language)[key]) ?? (baseOf(language) !== language ? text(shippedOf(baseOf(language))[key]) : undefined);

  const all = new Set<string>(Object.keys(shippedOf('en')));
  const ownKeys = new Set<string>();
  for (const language of Object.keys(own)) {
    for (const key of Object.keys(ownOf(language))) {
      if (key.split('.').some(isUnsafeKey)) continue;
      all.add(key);
      if (languages.includes(language) && text(ownOf(language)[key])) ownKeys.add(key);
    }
  }
  for (const key of screenKeys(preset).keys()) all.add(key);
  for (const key of titleKeys(preset).keys()) all.add(key);
  const keys = [...all].sort();

  const keysOf = new Map<string, Set<string>>();
  for (const language of languages) {
    const missing = new Set<string>();
    for (const key of keys) {
      if (hasOwn(language, key)) continue;
      if (!shipped(language, key) || ownKeys.has(key)) missing.add(key);
    }
    keysOf.set(language, missing);
  }

  const primary = (code: string) => baseOf(code).toLowerCase();
  const titles: MissingTitle[] = [];
  for (const [pointer, value] of localizedTitles(preset)) {
    if (isObject(value)) {
      const given = Object.entries(value).filter(([, v]) => text(v) !== undefined);
      if (given.length === 0) continue;
      const shows = String(given.find(([code]) => primary(code) === 'en')?.[1] ?? given[0]![1]);
      if (dottedKey.test(shows) && given.every(([, v]) => v === shows)) continue;
      for (const language of languages) {
        if (given.some(([code]) => code.toLowerCase() === language.toLowerCase() || primary(code) === primary(language))) continue;
        titles.push({ pointer, language, shows });
      }
    } else if (typeof value === 'string' && value !== '' && !dottedKey.test(value)) {
      for (const language of languages) if (language !== channelLanguage) titles.push({ pointer, language, shows: value });
    }
  }
  const countOf = (language: string) => (keysOf.get(language)?.size ?? 0) + titles.filter((t) => t.language === language).length;
  return { keys, keysOf, titles, countOf };
}
