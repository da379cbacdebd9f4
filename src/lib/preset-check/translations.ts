// Translation keys for every language of a preset. Required: the keys of the English default
// bundle (src/lib/i18n/locales/en.json), the preset's own keys (a text in one of its languages needs
// one in each) and the keys its screens and forms name. Present: the shipped bundle of the language, its base
// language (en for en_GB: i18next falls back along it) and the preset's translations. Pure: the CLI
// reads the bundles from disk (src/presets/translations.ts), the studio bundles them.
import { isUnsafeKey, ownValue, unsafeKeyMessage } from '../own-keys';
import { isObject, type BuiltPreset } from './built-preset';
import type { Finding } from './findings';

// The block props typed `i18nKey` in blocks.schema.json.
const i18nProps = new Set(['title', 'label', 'linkLabel', 'showAllLabel', 'emptyText', 'notFoundText', 'caption', 'submitLabel', 'successText', 'text', 'alt']);
const dottedKey = /^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)+$/;

function flatten(value: unknown, prefix = '', out = new Set<string>()): Set<string> {
  if (!isObject(value)) return out;
  for (const [key, child] of Object.entries(value)) {
    if (isUnsafeKey(key)) continue;
    const full = prefix ? `${prefix}.${key}` : key;
    if (isObject(child)) flatten(child, full, out);
    else if (typeof child === 'string') out.add(full);
  }
  return out;
}

/** A shipped bundle (nested JSON) of a language, or undefined when none ships. */
export type BundleOf = (language: string) => unknown;

const keysOf = new WeakMap<object, Set<string>>();

function bundleKeys(language: string, bundleOf: BundleOf): Set<string> | undefined {
  const bundle = bundleOf(language);
  if (!isObject(bundle)) return undefined;
  const known = keysOf.get(bundle);
  if (known) return known;
  const keys = flatten(bundle);
  // i18next plural forms: `points_one`/`points_other` answer for `points`.
  for (const key of [...keys]) {
    const base = key.replace(/_(zero|one|two|few|many|other)$/, '');
    if (base !== key) keys.add(base);
  }
  keysOf.set(bundle, keys);
  return keys;
}

/** Form parts the renderer translates: labels, hints, option names, messages, the submit label. */
const formTextProps = new Set(['title', 'description', 'ui:title', 'ui:help', 'ui:description', 'ui:placeholder', 'submitLabel', 'requiredSummary', 'message']);
const formTextLists = new Set(['ui:enumNames']);

/** i18n keys named by screen blocks (titles, labels, empty texts...) and by forms, with their pointers. */
export function screenKeys(preset: BuiltPreset): Map<string, string> {
  const found = new Map<string, string>();
  const add = (value: unknown, pointer: string) => {
    if (typeof value === 'string' && dottedKey.test(value) && !found.has(value)) found.set(value, pointer);
  };
  const walk = (node: unknown, pointer: string, texts: Set<string>, lists?: Set<string>) => {
    if (Array.isArray(node)) node.forEach((child, i) => walk(child, `${pointer}/${i}`, texts, lists));
    else if (isObject(node)) {
      for (const [key, value] of Object.entries(node)) {
        const at = `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
        if (typeof value === 'string' && texts.has(key)) add(value, at);
        else if (lists?.has(key) && Array.isArray(value)) value.forEach((item, i) => add(item, `${at}/${i}`));
        else if (key === 'errorMessages' && isObject(value)) Object.entries(value).forEach(([k, v]) => add(v, `${at}/${k}`));
        else walk(value, at, texts, lists);
      }
    }
  };
  for (const [id, screen] of Object.entries(preset.screens ?? {})) walk(screen, `/screens/${id}`, i18nProps);
  for (const [id, form] of Object.entries(preset.forms ?? {})) walk(form, `/forms/${id}`, formTextProps, formTextLists);
  return found;
}

const sample = (keys: string[]) => keys.slice(0, 5).join(', ') + (keys.length > 5 ? ', ...' : '');

export function checkTranslations(preset: BuiltPreset, bundleOf: BundleOf): Finding[] {
  const en = bundleKeys('en', bundleOf);
  if (!en) return [];
  const findings: Finding[] = [];
  const own = preset.translations ?? {};
  const languages = preset.languages ?? [];
  // Own keys only: `constructor` must not read as a text every object inherits.
  const textsOf = (language: string) => (isObject(ownValue(own, language)) ? (own[language] as Record<string, unknown>) : {});
  const hasText = (language: string, key: string) => ownValue(textsOf(language), key) !== undefined;
  // A key with a part `__proto__`, `constructor` or `prototype` is refused: nesting it would write into a prototype.
  const refused = (key: string) => key.split('.').some(isUnsafeKey);
  const ownKeys = new Set(languages.flatMap((l) => Object.keys(textsOf(l)).filter((key) => !refused(key))));
  const referenced = screenKeys(preset);
  for (const language of languages) {
    for (const key of Object.keys(textsOf(language)).filter(refused)) {
      findings.push({ severity: 'error', check: 'translation', pointer: `/translations/${language}/${key}`, message: unsafeKeyMessage(key) });
    }
  }

  for (const [key, pointer] of referenced) {
    if (en.has(key) || ownKeys.has(key)) continue;
    findings.push({ severity: 'error', check: 'translation', pointer, message: `names the key "${key}", which has no text in the English bundle or the preset` });
  }
  for (const key of ownKeys) {
    if (en.has(key) || referenced.has(key)) continue;
    const language = languages.find((l) => hasText(l, key));
    findings.push({ severity: 'warning', check: 'translation', pointer: `/translations/${language}/${key}`, message: `"${key}" is not a key of the English bundle: unused unless a screen or form names it` });
  }
  for (const language of languages) {
    const base = language.split('_')[0] as string;
    const present = new Set([...(bundleKeys(language, bundleOf) ?? []), ...(base !== language ? (bundleKeys(base, bundleOf) ?? []) : []), ...Object.keys(textsOf(language))]);
    const missingOwn = [...ownKeys].filter((k) => !present.has(k));
    for (const key of missingOwn) {
      const other = languages.find((l) => hasText(l, key));
      findings.push({ severity: 'error', check: 'translation', pointer: `/translations/${language}/${key}`, message: `has a text in ${other} but none in ${language}` });
    }
    const missingBundle = [...en].filter((k) => !present.has(k));
    if (missingBundle.length > 0) {
      findings.push({
        severity: 'warning',
        check: 'translation',
        pointer: `/translations/${language}`,
        message: `${missingBundle.length} key(s) of the English bundle have no ${language} text and show in English: ${sample(missingBundle)}`,
      });
    }
  }
  return findings;
}

/** Menu entries and footer titles given per language: each language of the preset should have its text. */
export function checkLocalizedTitles(preset: BuiltPreset): Finding[] {
  const titles = localizedTitles(preset);
  const primary = (code: string) => code.split('_')[0]!.toLowerCase();
  const findings: Finding[] = [];
  for (const [pointer, value] of titles) {
    if (!isObject(value)) continue;
    const codes = Object.keys(value).filter((code) => typeof value[code] === 'string' && value[code] !== '');
    for (const language of preset.languages ?? []) {
      if (codes.some((code) => code.toLowerCase() === language.toLowerCase() || primary(code) === primary(language))) continue;
      findings.push({ severity: 'warning', check: 'translation', pointer, message: `has no ${language} text: a ${language} channel shows the English one or the first given` });
    }
  }
  return findings;
}

/** Menu entry and footer titles (common.schema.json localizedText: one text or a text per language), with their pointers. */
export function localizedTitles(preset: Pick<BuiltPreset, 'sections'>): Array<[pointer: string, value: unknown]> {
  const sections = (preset.sections ?? {}) as Record<string, unknown>;
  const general = isObject(sections.GENERAL) ? sections.GENERAL : {};
  const footer = isObject(sections.FOOTER) ? sections.FOOTER : {};
  const titles: Array<[pointer: string, value: unknown]> = [];
  const items = (value: unknown) => (isObject(value) && Array.isArray(value.items) ? (value.items as unknown[]) : []);
  items(general.routes).forEach((item, i) => titles.push([`/sections/GENERAL/routes/items/${i}/title`, isObject(item) ? item.title : undefined]));
  for (const n of [1, 2, 3]) {
    titles.push([`/sections/FOOTER/column${n}_text`, footer[`column${n}_text`]]);
    items(footer[`column${n}_links`]).forEach((item, i) =>
      titles.push([`/sections/FOOTER/column${n}_links/items/${i}/title`, isObject(item) ? item.title : undefined]),
    );
  }
  return titles;
}
