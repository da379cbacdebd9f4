// The patch that turns an inherited screen or form into the draft's: RFC 6902 operations with id
// segments (src/lib/id-patch.ts), so a block or field is addressed by its id / name and survives
// the parent gaining blocks. Arrays whose elements all carry a distinct id (or are distinct
// strings, as `ui:order` and `required`) are diffed element by element: removals, then the fewest
// moves (everything outside the longest run already in order) and insertions, then changes inside
// each kept element. Any other array is replaced whole.
import type { IdPatchOperation } from '@/lib/id-patch';
import { isObject } from '@/lib/preset-check/built-preset';
import { sameData } from './same-data';

const INDEX = /^(0|[1-9][0-9]*)$/;
const encode = (token: string) => token.replace(/~/g, '~0').replace(/\//g, '~1');

/** The element's address in an id-addressable array, or undefined. */
const idOf = (item: unknown): string | undefined => (typeof item === 'string' ? item : isObject(item) && typeof item.id === 'string' ? item.id : undefined);

/** Both arrays address their elements by distinct ids (never all digits nor `-`), of one kind. */
function addressable(a: readonly unknown[], b: readonly unknown[]): boolean {
  const kind = typeof (a[0] ?? b[0]);
  for (const list of [a, b]) {
    const ids = list.map(idOf);
    if (ids.some((id) => id === undefined || id === '-' || INDEX.test(id))) return false;
    if (new Set(ids).size !== ids.length) return false;
    if (list.some((item) => typeof item !== kind)) return false;
  }
  return true;
}

/** Indexes (into `seq`) of one longest strictly increasing subsequence. */
function longestIncreasing(seq: readonly number[]): Set<number> {
  const tails: number[] = [];
  const previous: number[] = [];
  seq.forEach((value, i) => {
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((seq[tails[mid] as number] as number) < value) lo = mid + 1;
      else hi = mid;
    }
    previous[i] = lo > 0 ? (tails[lo - 1] as number) : -1;
    tails[lo] = i;
  });
  const out = new Set<number>();
  for (let i = tails.at(-1) ?? -1; i >= 0; i = previous[i] as number) out.add(i);
  return out;
}

function diffArray(base: readonly unknown[], target: readonly unknown[], path: string, ops: IdPatchOperation[]): void {
  if (!addressable(base, target)) {
    ops.push({ op: 'replace', path, value: structuredClone(target) });
    return;
  }
  const targetIds = target.map(idOf) as string[];
  const baseById = new Map(base.map((item) => [idOf(item) as string, item]));
  const working = (base.map(idOf) as string[]).filter((id) => {
    if (targetIds.includes(id)) return true;
    ops.push({ op: 'remove', path: `${path}/${encode(id)}` });
    return false;
  });
  // Kept elements already in target order stay put; each other one is placed right after its target predecessor.
  const kept = targetIds.filter((id) => working.includes(id));
  const stay = new Set([...longestIncreasing(kept.map((id) => working.indexOf(id)))].map((i) => kept[i]));
  targetIds.forEach((id, i) => {
    if (stay.has(id)) return;
    const before = i === 0 ? -1 : working.indexOf(targetIds[i - 1] as string);
    if (working.includes(id)) {
      working.splice(working.indexOf(id), 1);
      const at = i === 0 ? 0 : working.indexOf(targetIds[i - 1] as string) + 1;
      ops.push({ op: 'move', from: `${path}/${encode(id)}`, path: `${path}/${at}` });
      working.splice(at, 0, id);
    } else {
      ops.push({ op: 'add', path: `${path}/${before + 1 === working.length ? '-' : before + 1}`, value: structuredClone(target[i]) });
      working.splice(before + 1, 0, id);
    }
  });
  target.forEach((item, i) => {
    const inherited = baseById.get(targetIds[i] as string);
    if (inherited !== undefined && isObject(item)) diffValue(inherited, item, `${path}/${encode(targetIds[i] as string)}`, ops);
  });
}

function diffValue(base: unknown, target: unknown, path: string, ops: IdPatchOperation[]): void {
  if (sameData(base, target)) return;
  if (isObject(base) && isObject(target)) {
    for (const key of Object.keys(base)) if (base[key] !== undefined && target[key] === undefined) ops.push({ op: 'remove', path: `${path}/${encode(key)}` });
    for (const [key, value] of Object.entries(target)) {
      if (value === undefined) continue;
      if (base[key] === undefined) ops.push({ op: 'add', path: `${path}/${encode(key)}`, value: structuredClone(value) });
      else diffValue(base[key], value, `${path}/${encode(key)}`, ops);
    }
  } else if (Array.isArray(base) && Array.isArray(target)) {
    diffArray(base, target, path, ops);
  } else {
    ops.push({ op: 'replace', path, value: structuredClone(target) });
  }
}

/** The operations that make `base` into `target` (both JSON objects); empty when they are the same. */
export function patchBetween(base: Record<string, unknown>, target: Record<string, unknown>): IdPatchOperation[] {
  const ops: IdPatchOperation[] = [];
  diffValue(base, target, '', ops);
  return ops;
}
