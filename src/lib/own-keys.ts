// Keys no input may set: through them a JSON walk, a merge or a patch reaches Object.prototype (or
// a constructor's). Every reader of operator or file input refuses them (a finding, never a crash)
// or ignores them; see docs/security.md.
export const UNSAFE_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

export const isUnsafeKey = (key: string): boolean => UNSAFE_KEYS.has(key);

/** The finding's text for a refused key. */
export const unsafeKeyMessage = (key: string): string => `key '${key}' is not allowed`;

/** `record[key]` when `record` holds it itself (never an inherited member such as `constructor`). */
export function ownValue(record: unknown, key: string): unknown {
  if (typeof record !== 'object' || record === null) return undefined;
  return Object.hasOwn(record, key) ? (record as Record<string, unknown>)[key] : undefined;
}

/** The first unsafe segment of a JSON pointer (RFC 6901, `~1`/`~0` decoded), or undefined. */
export function unsafePointerSegment(pointer: string): string | undefined {
  if (pointer === '') return undefined;
  return pointer
    .slice(1)
    .split('/')
    .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'))
    .find(isUnsafeKey);
}
