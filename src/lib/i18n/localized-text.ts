/**
 * An operator text that may differ per language (menu entries, footer column and link titles): one
 * plain text for every language, or a map language code -> text (`{ "en": "Fuel prices", "sk":
 * "Ceny palív" }`, codes as in GENERAL.lang).
 */
export type LocalizedText = string | Readonly<Record<string, string>>;

const primary = (code: string) => code.split(/[_-]/)[0]!.toLowerCase();
const same = (a: string, b: string) => a.replace('-', '_').toLowerCase() === b.replace('-', '_').toLowerCase();

/**
 * The text for `language`: its own entry (`en_GB`), else one of the same base language (`en` for
 * `en_GB`, `sk_SK` for `sk`), else English, else the first given; '' for nothing.
 */
export function localizedText(text: LocalizedText | null | undefined, language: string): string {
  if (typeof text === 'string') return text;
  if (!text || typeof text !== 'object') return '';
  const entries = Object.entries(text).filter(([, value]) => typeof value === 'string' && value !== '');
  const find = (match: (code: string) => boolean) => entries.find(([code]) => match(code))?.[1];
  return (
    find((code) => same(code, language)) ??
    find((code) => primary(code) === primary(language)) ??
    find((code) => same(code, 'en')) ??
    find((code) => primary(code) === 'en') ??
    entries[0]?.[1] ??
    ''
  );
}
