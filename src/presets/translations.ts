// Translations of a preset (the checks live in src/lib/preset-check/translations.ts, which the
// studio runs too): this file reads the shipped bundles from disk.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { checkTranslations as check } from '@/lib/preset-check/translations';
import { repoRoot } from './schema-files';
import type { BuiltPreset } from './build';
import type { Finding } from './findings';

export { checkLocalizedTitles, screenKeys } from '@/lib/preset-check/translations';

export const localesDir = path.join(repoRoot, 'src/lib/i18n/locales');

/** The shipped bundles of a locales folder, read from disk at each check. */
export const bundleFrom = (dir: string) => (language: string) => {
  const file = path.join(dir, `${language}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as unknown) : undefined;
};

export function checkTranslations(preset: BuiltPreset, dir: string = localesDir): Finding[] {
  return check(preset, bundleFrom(dir));
}
