// The words of the boot error screen (src/app/boot-error.tsx). The screen shows when no translation
// bundle can be loaded (portal.config.json broken, backend unreachable), so its texts live here
// rather than in the bundles: English here, on the first route (the error's own message, and the
// screen when the other languages cannot be loaded either), every other language in
// boot-error-translations.ts, loaded when the screen shows (`loadBootTexts`). `{name}` placeholders
// are filled by `fillBootText`.
import type { Language } from './languages';

export type BootTextKey =
  | 'heading'
  | 'retry'
  | 'missing'
  | 'network'
  | 'notJson'
  | 'invalid'
  | 'unreachable'
  | 'failed'
  | 'unknownKey'
  | 'didYouMean'
  | 'required'
  | 'type'
  | 'format'
  | 'enum'
  | 'other';

export type BootTexts = Readonly<Record<BootTextKey, string>>;

export const englishBootTexts: BootTexts = {
  heading: 'The portal cannot start',
  retry: 'Try again',
  missing: '{file} is missing (HTTP {status})',
  network: '{file} could not be loaded (network error)',
  notJson: '{file} is not valid JSON',
  invalid: '{file} is invalid',
  unreachable: 'The backend could not be reached ({status}). Check your connection and try again.',
  failed: 'Something went wrong while starting the portal.',
  unknownKey: 'unknown key "{key}"',
  didYouMean: 'did you mean "{name}"?',
  required: 'the required key "{name}" is missing',
  type: 'must be of type {type}',
  format: 'has an invalid format',
  enum: 'must be one of: {values}',
  other: 'does not satisfy "{keyword}"',
};

/** The screen's words in `language` (English when the other languages' chunk cannot be loaded). */
export async function loadBootTexts(language: Language): Promise<BootTexts> {
  if (language === 'en' || language === 'en_GB') return englishBootTexts;
  try {
    return (await import('./boot-error-translations')).bootErrorTranslations[language];
  } catch {
    return englishBootTexts;
  }
}

/** The text of `key` with its `{name}` placeholders filled (an unknown one stays as written). */
export function fillBootText(texts: BootTexts, key: BootTextKey, values: Readonly<Record<string, string | number>> = {}): string {
  return texts[key].replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}
