// The three-way merge of a channel config: what an operator changed on the version they started from
// (`base` -> `draft`) applied to what is live now (`base` -> `live`). A value only one side changed
// takes that side's; a value both changed alike is kept; a value both changed differently is a
// conflict (the draft's value stays in `merged` until `picks` chooses). Objects merge key by key;
// lists of blocks, fields or routes (objects with a unique `id` or `path`) merge item by item, kept
// in the order the side that reordered them gave (both reordering differently is a conflict); lists
// of distinct strings (languages) merge as sets; other lists merge index by index when no side
// changed their length, else they are one value. Pure: the service and the studio both run it.

export type MergeConflict = {
  /** JSON pointer of the value (a list item by its index in the draft, else in the live version). */
  pointer: string;
  /** The value in each config; absent when that config has none (the value was removed). */
  base?: unknown;
  draft?: unknown;
  live?: unknown;
};

/** A conflict's resolution: keep the draft's value or take the live version's. */
export type MergePick = 'draft' | 'live';

export type MergeResult<T> = { merged: T; conflicts: MergeConflict[] };

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const escape = (t: string) => t.replace(/~/g, '~0').replace(/\//g, '~1');

/** Equal as JSON data: key order and `undefined` object values do not count. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => sameJson(x, b[i]));
  if (isObj(a) && isObj(b)) {
    const ka = Object.keys(a).filter((k) => a[k] !== undefined);
    const kb = Object.keys(b).filter((k) => b[k] !== undefined);
    return ka.length === kb.length && ka.every((k) => Object.hasOwn(b, k) && sameJson(a[k], b[k]));
  }
  return false;
}

type Ctx = { conflicts: MergeConflict[]; picks: Readonly<Record<string, MergePick>> };

function conflict(ctx: Ctx, pointer: string, b: unknown, d: unknown, l: unknown): unknown {
  ctx.conflicts.push({ pointer, ...(b !== undefined ? { base: b } : {}), ...(d !== undefined ? { draft: d } : {}), ...(l !== undefined ? { live: l } : {}) });
  return ctx.picks[pointer] === 'live' ? l : d;
}

function mergeAt(b: unknown, d: unknown, l: unknown, pointer: string, ctx: Ctx): unknown {
  if (sameJson(d, l)) return d;
  if (sameJson(b, d)) return l;
  if (sameJson(b, l)) return d;
  if (isObj(d) && isObj(l)) return mergeObjects(isObj(b) ? b : {}, d, l, pointer, ctx);
  if (Array.isArray(d) && Array.isArray(l)) {
    const merged = mergeLists(Array.isArray(b) ? b : [], d, l, pointer, ctx);
    if (merged !== null) return merged;
  }
  return conflict(ctx, pointer, b, d, l);
}

function mergeObjects(b: Obj, d: Obj, l: Obj, pointer: string, ctx: Ctx): Obj {
  const out: Obj = {};
  const keys = [...Object.keys(d), ...Object.keys(l).filter((k) => !Object.hasOwn(d, k))];
  for (const key of keys) {
    const value = mergeAt(own(b, key), own(d, key), own(l, key), `${pointer}/${escape(key)}`, ctx);
    if (value !== undefined) out[key] = value;
  }
  return out;
}

const own = (o: Obj, key: string) => (Object.hasOwn(o, key) ? o[key] : undefined);

/** An item's identity in a named list: its `id`, else its `path` (routes). */
const identity = (item: unknown): string | null => (isObj(item) ? (typeof item.id === 'string' ? `id:${item.id}` : typeof item.path === 'string' ? `path:${item.path}` : null) : null);

function keyed(list: unknown[]): Map<string, unknown> | null {
  const map = new Map<string, unknown>();
  for (const item of list) {
    const key = identity(item);
    if (key === null || map.has(key)) return null;
    map.set(key, item);
  }
  return map;
}

const distinctStrings = (list: unknown[]) => list.every((x) => typeof x === 'string') && new Set(list).size === list.length;

/** The merged list, or null when the lists are one value that conflicts. */
function mergeLists(b: unknown[], d: unknown[], l: unknown[], pointer: string, ctx: Ctx): unknown[] | null {
  if (distinctStrings(b) && distinctStrings(d) && distinctStrings(l) && (d.length > 0 || l.length > 0)) {
    const inB = new Set(b);
    const inL = new Set(l);
    const inD = new Set(d);
    const kept = d.filter((x) => inL.has(x) || !inB.has(x));
    return [...kept, ...l.filter((x) => !inD.has(x) && !inB.has(x))];
  }
  const [mb, md, ml] = [keyed(b), keyed(d), keyed(l)];
  if (mb && md && ml && (md.size > 0 || ml.size > 0)) return mergeNamed(mb, md, ml, pointer, ctx);
  if (b.length === d.length && d.length === l.length) return d.map((item, i) => mergeAt(b[i], item, l[i], `${pointer}/${i}`, ctx));
  return null;
}

/** Keys of `seq` that `other` holds too, in `seq`'s order. */
const common = (seq: string[], other: Map<string, unknown>) => seq.filter((k) => other.has(k));
const sameOrder = (a: string[], b: string[]) => a.length === b.length && a.every((k, i) => k === b[i]);

function mergeNamed(mb: Map<string, unknown>, md: Map<string, unknown>, ml: Map<string, unknown>, pointer: string, ctx: Ctx): unknown[] | null {
  const [kb, kd, kl] = [[...mb.keys()], [...md.keys()], [...ml.keys()]];
  const draftMoved = !sameOrder(common(common(kd, mb), ml), common(common(kb, md), ml));
  const liveMoved = !sameOrder(common(common(kl, mb), md), common(common(kb, ml), md));
  if (draftMoved && liveMoved && !sameOrder(common(kd, ml), common(kl, md))) return null;
  // The order of the side that moved items (the draft's when neither did); the other side's items
  // the first lacks come after their predecessor there (an item one side removed and the other
  // changed is a conflict, so it needs a place too).
  const [lead, other] = liveMoved && !draftMoved ? [kl, kd] : [kd, kl];
  const order = [...lead];
  for (const [i, key] of other.entries()) {
    if (order.includes(key)) continue;
    const before = other.slice(0, i).reverse().find((k) => order.includes(k));
    order.splice(before === undefined ? 0 : order.indexOf(before) + 1, 0, key);
  }
  const out: unknown[] = [];
  for (const key of order) {
    const at = md.has(key) ? kd.indexOf(key) : kl.indexOf(key);
    const value = mergeAt(mb.get(key), md.get(key), ml.get(key), `${pointer}/${at}`, ctx);
    if (value !== undefined) out.push(value);
  }
  return out;
}

/**
 * The live version's changes since `base` taken into `draft` wherever the draft left the value as it
 * was; `conflicts` lists the values both changed differently (resolved by `picks`, keyed by pointer,
 * else the draft's value is kept).
 */
export function mergeThreeWay<T>(base: T, draft: T, live: T, picks: Readonly<Record<string, MergePick>> = {}): MergeResult<T> {
  const ctx: Ctx = { conflicts: [], picks };
  const merged = mergeAt(base, draft, live, '', ctx) as T;
  return { merged, conflicts: ctx.conflicts };
}
