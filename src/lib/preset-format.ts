// The preset format and its migrations. A preset (preset.json `formatVersion`), an exported layer or
// a published channel written for an older format is upgraded step by step by `preset migrate`
// (scripts/preset/migrate.ts); the portal and `preset validate` still read the previous version's
// spellings for one version, each with a deprecation finding naming the new one.
import { isUnsafeKey } from './own-keys';

/** The format this engine writes. A document without `formatVersion` is version 1. */
export const PRESET_FORMAT_VERSION = 2;

/** Props naming a data source or an action: kebab-case from version 2 (`walletTransactions` -> `wallet-transactions`). */
const EXTENSION_NAME_PROPS = new Set(['dataSource', 'initialData', 'htmlSource', 'action']);

/** The version-2 spelling of a version-1 (camelCase) extension name, or undefined when it is already kebab-case. */
export function kebabExtensionName(name: string): string | undefined {
  if (!/^[a-z][a-zA-Z0-9]*$/.test(name) || !/[A-Z]/.test(name)) return undefined;
  return name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/** One renamed value: where (JSON pointer inside the document) and from what to what. */
export type Rename = { pointer: string; from: string; to: string };

const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * Version 1 -> 2: data source and action names in kebab-case, wherever a screen names one: a block's
 * props (at any depth, so patch values and children are reached) and a patch operation whose path
 * ends at such a prop. Returns a copy and the renames; the input is not changed.
 */
export function renameExtensionNames<T>(document: T, base = ''): { value: T; renames: Rename[] } {
  const renames: Rename[] = [];
  const visit = (node: unknown, pointer: string): unknown => {
    if (Array.isArray(node)) return node.map((item, i) => visit(item, `${pointer}/${i}`));
    if (typeof node !== 'object' || node === null) return node;
    const record = node as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    const patchTarget = typeof record.op === 'string' && typeof record.path === 'string' ? record.path.split('/').pop() : undefined;
    for (const [key, value] of Object.entries(record)) {
      if (isUnsafeKey(key)) continue;
      const here = `${pointer}/${escape(key)}`;
      const renamesName = EXTENSION_NAME_PROPS.has(key) || (key === 'value' && patchTarget !== undefined && EXTENSION_NAME_PROPS.has(patchTarget));
      const to = renamesName && typeof value === 'string' ? kebabExtensionName(value) : undefined;
      if (to !== undefined) {
        renames.push({ pointer: here, from: value as string, to });
        out[key] = to;
      } else out[key] = visit(value, here);
    }
    return out;
  };
  return { value: visit(document, base) as T, renames };
}

/** A migration from `from` to `from + 1`, applied to a document holding screens (a map of name -> screen). */
export type Migration = { from: number; description: string; migrateScreen: <T>(screen: T, pointer: string) => { value: T; renames: Rename[] } };

/** Every step, in order; `preset migrate` applies those from the document's version on. */
export const MIGRATIONS: readonly Migration[] = [
  {
    from: 1,
    description: 'data source and action names in kebab-case, like blocks and item renderers',
    migrateScreen: (screen, pointer) => renameExtensionNames(screen, pointer),
  },
];

/** The deprecation message for a version-1 spelling still read. */
export const deprecatedName = (rename: Rename) =>
  `"${rename.from}" is the format-1 spelling, read for one more version: write "${rename.to}" (npm run preset -- migrate)`;
