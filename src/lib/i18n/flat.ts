import { isUnsafeKey } from '../own-keys';

/** A translation bundle as i18next stores it: nested objects by dotted key. */
export interface NestedTranslations {
  [key: string]: string | NestedTranslations;
}

/** Server translations: a flat map, dotted key (`verify.modal.title`) -> string. */
export type FlatTranslations = Record<string, string>;

const isNested = (value: unknown): value is NestedTranslations =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Turns a flat map of dotted keys into nested objects. Values that are not strings are dropped.
 * When a key is both a text and a prefix (`a` and `a.b`), the longer key is kept whole under the
 * deepest object that exists (`{ a: 'x', 'a.b': 'y' }`); i18next finds such literal dotted keys too.
 */
export function unflattenTranslations(flat: Readonly<Record<string, unknown>>): NestedTranslations {
  const root: NestedTranslations = {};
  // Shorter keys first, so a text never overwrites an object built for a longer key or vice versa:
  // keys are bucketed by depth (one split each, no comparison sort: this runs on every boot).
  const byDepth: Array<Array<{ parts: string[]; value: string }> | undefined> = [];
  for (const key of Object.keys(flat)) {
    const value = flat[key];
    if (typeof value !== 'string' || key === '') continue;
    const parts = key.split('.');
    // A dotted key through `__proto__`, `constructor` or `prototype` would write into a prototype: dropped.
    if (parts.some(isUnsafeKey)) continue;
    (byDepth[parts.length] ??= []).push({ parts, value });
  }
  for (const bucket of byDepth) {
    for (const { parts, value } of bucket ?? []) {
      let node = root;
      let index = 0;
      for (; index < parts.length - 1; index += 1) {
        const part = parts[index] as string;
        const next = node[part];
        if (next === undefined) node[part] = {};
        else if (!isNested(next)) break;
        node = node[part] as NestedTranslations;
      }
      const rest = index === parts.length - 1 ? (parts[index] as string) : parts.slice(index).join('.');
      if (!isNested(node[rest])) node[rest] = value;
    }
  }
  return root;
}

/** Nested bundle -> flat dotted map (the server's shape). */
export function flattenTranslations(nested: NestedTranslations, prefix = ''): FlatTranslations {
  const flat: FlatTranslations = {};
  for (const [key, value] of Object.entries(nested)) {
    if (isUnsafeKey(key)) continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if (isNested(value)) Object.assign(flat, flattenTranslations(value, path));
    else flat[path] = value;
  }
  return flat;
}

/**
 * Fills yup-style `${name}` placeholders, which the `errors.mixed.*` and `errors.string.*`
 * messages use (i18next's own placeholders are `{{name}}` and leave `${path}` alone).
 * Unknown placeholders stay as they are. The result is plain text: render it as text.
 */
export function fillTemplate(message: string, values: Readonly<Record<string, string | number>>): string {
  return message.replace(/\$\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}
