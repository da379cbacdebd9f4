/** The built-in English texts (`src/lib/i18n/locales/en.json?url`), fetched at every boot as the fallback of every language. */
const ENGLISH_SOURCE = /(^|\/)src\/lib\/i18n\/locales\/en\.json$/;

type EmittedFile = { type: string; fileName: string; originalFileNames?: readonly string[] };

/**
 * The emitted file of the English texts, if the build has one. `index.html` preloads it beside the
 * boot JS (renderer-preload.ts; as `fetch`, matching the boot's same-origin `fetch()`), so it is not
 * one more request in the wave after the boot code runs (docs/performance.md). The same file
 * for every channel: English is every language's fallback.
 */
export function englishBundleFile(files: readonly EmittedFile[]): string | undefined {
  return files.find((file) => file.type === 'asset' && (file.originalFileNames ?? []).some((name) => ENGLISH_SOURCE.test(name)))?.fileName;
}
