// Draft data compared as JSON: what the studio records as a change is what export would write
// differently, not an object's key order or a key rjsf left `undefined`.
import { isObject } from '@/lib/preset-check/built-preset';

type Data = Record<string, unknown>;

/** A copy without `undefined` object values (what JSON cannot hold; rjsf leaves them for an emptied field). */
export function withoutUndefined(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutUndefined);
  if (!isObject(value)) return value;
  const out: Data = {};
  for (const [key, child] of Object.entries(value)) if (child !== undefined) out[key] = withoutUndefined(child);
  return out;
}

/** Equal as JSON data: object key order and `undefined` object values do not count. */
export function sameData(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => sameData(item, b[i]));
  }
  if (isObject(a) && isObject(b)) {
    const keysA = Object.keys(a).filter((k) => a[k] !== undefined);
    const keysB = Object.keys(b).filter((k) => b[k] !== undefined);
    return keysA.length === keysB.length && keysA.every((k) => sameData(a[k], b[k]));
  }
  return a === b;
}
