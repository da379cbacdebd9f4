// The words of the generated forms in the operator's language: a field's label (by its property
// name, `labels.<name>`, or `labels.<scope>.<name>` where one name means something else in one
// form), its help text (`help` keyed by the schema's own English description, so a changed English
// text shows in English until it is translated again) and an option's label (`values.<value>`).
// The words live in locales/schema/<lang>.json (namespace `studio-schema`), loaded with the studio's
// language; English is the schema itself: property names in words, its descriptions, the raw value.
import { i18n } from '@/lib/i18n';

export const SCHEMA_NS = 'studio-schema';

/** A property name in words: `cardVerify` -> "Card verify". */
export const words = (key: string) => {
  const text = key.replace(/[_-]+/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').trim().toLowerCase();
  return text.charAt(0).toUpperCase() + text.slice(1);
};

export type SchemaWords = {
  label(name: string, scope?: string): string;
  help(english: string): string;
  value(value: unknown): string;
};

/** The translated word, or undefined (a key holding a group of keys is no word). */
function lookup(language: string, group: 'labels' | 'help' | 'values', key: string): string | undefined {
  if (!i18n.isInitialized || !i18n.hasResourceBundle(language, SCHEMA_NS)) return undefined;
  const bundle = i18n.getResourceBundle(language, SCHEMA_NS) as Record<string, Record<string, unknown> | undefined>;
  const own = bundle[group];
  const text = own && Object.hasOwn(own, key) ? own[key] : undefined;
  return typeof text === 'string' && text !== '' ? text : undefined;
}

/** The schema's own English, every word as the schema has it. */
export const englishWords: SchemaWords = {
  label: (name) => words(name),
  help: (english) => english,
  value: (value) => String(value),
};

/** The words in `language` (the studio's current language by default), English where none is given. */
export function schemaWords(language: string = i18n.language ?? 'en'): SchemaWords {
  return {
    label: (name, scope) => (scope ? lookup(language, 'labels', `${scope}.${name}`) : undefined) ?? lookup(language, 'labels', name) ?? words(name),
    help: (english) => lookup(language, 'help', english) ?? english,
    value: (value) => lookup(language, 'values', String(value)) ?? String(value),
  };
}
