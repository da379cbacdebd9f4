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
  // Shorter keys first, so a text never overwrites an object built for a longer key or vice versa.
  // Each key is split once (splitting inside the comparator cost ~90 ms of boot under 4x CPU).
  const entries = Object.entries(flat)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[0] !== '')
    .map(([key, value]) => ({ parts: key.split('.'), value }))
    .sort((a, b) => a.parts.length - b.parts.length);
  for (const { parts, value } of entries) {
    let node = root;
    let index = 0;
    for (; index < parts.length - 1; index += 1) {
      const part = parts[index] as string;
      const next = node[part];
      if (next === undefined) node[part] = {};
      else if (!isNested(next)) break;
      node = node[part] as NestedTranslations;
    }
    const rest = parts.slice(index).join('.');
    if (!isNested(node[rest])) node[rest] = value;
  }
  return root;
}

/** Nested bundle -> flat dotted map (the server's shape). */
export function flattenTranslations(nested: NestedTranslations, prefix = ''): FlatTranslations {
  const flat: FlatTranslations = {};
  for (const [key, value] of Object.entries(nested)) {
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
