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

const isText = (value: unknown) => value === undefined || typeof value === 'string';

/** The pointers under `path` where `a` and `b` differ as data, at most `limit` of them. */
function differences(a: unknown, b: unknown, path: string, out: string[], limit: number): void {
  if (a === b || out.length >= limit) return;
  const containers = (isObject(a) && isObject(b)) || (Array.isArray(a) && Array.isArray(b));
  if (!containers) {
    if (!sameData(a, b)) out.push(path);
    return;
  }
  const left = a as Data;
  const right = b as Data;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  for (const key of keys) {
    if (!Object.hasOwn(left, key) && !Object.hasOwn(right, key)) continue;
    const x = Object.hasOwn(left, key) ? left[key] : undefined;
    const y = Object.hasOwn(right, key) ? right[key] : undefined;
    if (!sameData(x, y)) differences(x, y, `${path}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`, out, limit);
    if (out.length >= limit) return;
  }
}

function at(value: unknown, pointer: string): unknown {
  let node = value;
  for (const raw of pointer.split('/').slice(1)) {
    const key = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    node = isObject(node) || Array.isArray(node) ? (Object.hasOwn(node, key) ? (node as Data)[key] : undefined) : undefined;
  }
  return node;
}

/**
 * The pointer of the one text that `after` changes in `before` (typed, deleted or first created),
 * or null when the change is anything else (several places, a number, a list, a switch).
 */
export function textEditOf(before: unknown, after: unknown): string | null {
  const found: string[] = [];
  differences(before, after, '', found, 2);
  if (found.length !== 1) return null;
  let pointer = found[0]!;
  // The first character typed into a text of a new entry (a per-language table, a new key) creates
  // the entry holding it, the last one deleted removes it: the text is the edit, not the entry.
  for (;;) {
    const [x, y] = [at(before, pointer), at(after, pointer)];
    const only = x === undefined ? y : y === undefined ? x : null;
    if (!isObject(only)) break;
    const keys = Object.keys(only);
    if (keys.length !== 1) break;
    pointer = `${pointer}/${keys[0]!.replaceAll('~', '~0').replaceAll('/', '~1')}`;
  }
  return isText(at(before, pointer)) && isText(at(after, pointer)) ? pointer : null;
}
