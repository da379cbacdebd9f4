// `preset diff` and the studio's changes and history: the differences of two built presets, one
// entry per JSON pointer. Named lists are compared by identity, not by index: languages and other
// lists of strings by value, blocks and fields by `id`, routes by `path`, menu entries by their link
// target. Adding `cs` to `languages` is one change; moving a block is one "moved" entry, not a change
// at every index after it. Other arrays (a colour pair, a list of numbers) are compared by index.
// Pointers use the index in the newer preset (the older one for a removed entry).
import type { BuiltPreset } from './built-preset';

export type DiffEntry = {
  pointer: string;
  change: 'added' | 'removed' | 'changed' | 'moved';
  /** The old value; for `moved`, the old position (1-based). */
  from?: unknown;
  /** The new value; for `moved`, the new position (1-based). */
  to?: unknown;
  /** For an entry of a named list: what happened in words, e.g. "block `hero` moved from 5th to 1st on home". */
  summary?: string;
};

type Obj = Record<string, unknown>;
const escape = (t: string) => t.replace(/~/g, '~0').replace(/\//g, '~1');
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isContainer = (v: unknown): v is Obj | unknown[] => typeof v === 'object' && v !== null;
const isEmpty = (v: unknown) => isContainer(v) && Object.keys(v).length === 0;
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function leaves(value: unknown, pointer: string, visit: (pointer: string, value: unknown) => void): void {
  if (isContainer(value) && !isEmpty(value)) {
    for (const [key, child] of Object.entries(value)) leaves(child, `${pointer}/${escape(key)}`, visit);
  } else {
    visit(pointer, value);
  }
}

type Identity = (item: unknown) => string | undefined;

const identities: Identity[] = [
  (item) => (typeof item === 'string' ? item : undefined),
  (item) => (isObj(item) && typeof item.id === 'string' ? item.id : undefined),
  (item) => (isObj(item) && typeof item.path === 'string' ? item.path : undefined),
  // A menu entry (common.schema.json routeItem): its link target, lowercased, is its path.
  (item) => (isObj(item) && isObj(item.link) && typeof item.link.target === 'string' ? item.link.target.toLowerCase() : undefined),
];

/** The identity both lists share: every element has one, unique within its list; none when no rule fits. */
function identityOf(a: unknown[], b: unknown[]): Identity | undefined {
  if (a.length + b.length === 0) return undefined;
  const fits = (identity: Identity, list: unknown[]) => {
    const keys = list.map(identity);
    return keys.every((k) => k !== undefined) && new Set(keys).size === keys.length;
  };
  return identities.find((identity) => fits(identity, a) && fits(identity, b));
}

/** The ids (present in both, in each one's order) that keep their relative order: a longest common subsequence. */
function stayed(before: string[], after: string[]): Set<string> {
  const n = before.length;
  const m = after.length;
  const table = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      const row = table[i] as number[];
      row[j] = before[i] === after[j] ? (table[i + 1] as number[])[j + 1]! + 1 : Math.max((table[i + 1] as number[])[j]!, row[j + 1]!);
    }
  }
  const out = new Set<string>();
  for (let i = 0, j = 0; i < n && j < m; ) {
    if (before[i] === after[j]) {
      out.add(before[i] as string);
      i++;
      j++;
      // On a tie the earlier element stays and the one that came forward moved (a block moved up).
    } else if ((table[i + 1] as number[])[j]! > (table[i] as number[])[j + 1]!) i++;
    else j++;
  }
  return out;
}

const kinds: Record<string, string> = {
  languages: 'language',
  blocks: 'block',
  children: 'block',
  fields: 'field',
  routes: 'route',
  items: 'menu entry',
  'ui:order': 'field',
};

function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** Where a list is, in words: "on home" for a screen's blocks, else the list's pointer. */
function placeOf(pointer: string): string {
  const screen = /^\/screens\/([^/]+)\/blocks$/.exec(pointer);
  if (screen) return ` on ${screen[1]}`;
  const form = /^\/forms\/([^/]+)\//.exec(pointer);
  if (form) return ` in form ${form[1]}`;
  return pointer === '/languages' || pointer === '/routes/routes' ? '' : ` in ${pointer}`;
}

class Differ {
  readonly entries: DiffEntry[] = [];

  value(a: unknown, b: unknown, pointer: string): void {
    if (Array.isArray(a) && Array.isArray(b)) return this.list(a, b, pointer);
    if (isObj(a) && isObj(b)) return this.object(a, b, pointer);
    if ((isContainer(a) && !isEmpty(a)) || (isContainer(b) && !isEmpty(b))) {
      // A different shape: what was there goes, what is there comes.
      if (a !== undefined) leaves(a, pointer, (p, v) => this.entries.push({ pointer: p, change: 'removed', from: v }));
      if (b !== undefined) leaves(b, pointer, (p, v) => this.entries.push({ pointer: p, change: 'added', to: v }));
      return;
    }
    if (a === undefined && b !== undefined) this.entries.push({ pointer, change: 'added', to: b });
    else if (a !== undefined && b === undefined) this.entries.push({ pointer, change: 'removed', from: a });
    else if (!same(a, b)) this.entries.push({ pointer, change: 'changed', from: a, to: b });
  }

  private object(a: Obj, b: Obj, pointer: string): void {
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
    for (const key of keys) {
      const child = `${pointer}/${escape(key)}`;
      const inA = Object.hasOwn(a, key);
      const inB = Object.hasOwn(b, key);
      if (inA && !inB) leaves(a[key], child, (p, v) => this.entries.push({ pointer: p, change: 'removed', from: v }));
      else if (!inA && inB) leaves(b[key], child, (p, v) => this.entries.push({ pointer: p, change: 'added', to: v }));
      else this.value(a[key], b[key], child);
    }
  }

  private list(a: unknown[], b: unknown[], pointer: string): void {
    const identity = identityOf(a, b);
    if (!identity) {
      for (let i = 0; i < Math.max(a.length, b.length); i++) {
        const child = `${pointer}/${i}`;
        if (i >= b.length) leaves(a[i], child, (p, v) => this.entries.push({ pointer: p, change: 'removed', from: v }));
        else if (i >= a.length) leaves(b[i], child, (p, v) => this.entries.push({ pointer: p, change: 'added', to: v }));
        else this.value(a[i], b[i], child);
      }
      return;
    }
    const idsA = a.map((item) => identity(item) as string);
    const idsB = b.map((item) => identity(item) as string);
    const inA = new Map(idsA.map((id, i) => [id, i]));
    const inB = new Set(idsB);
    const kept = stayed(
      idsA.filter((id) => inB.has(id)),
      idsB.filter((id) => inA.has(id)),
    );
    const kind = kinds[pointer.slice(pointer.lastIndexOf('/') + 1)] ?? 'entry';
    const place = placeOf(pointer);
    idsB.forEach((id, j) => {
      const child = `${pointer}/${j}`;
      const i = inA.get(id);
      if (i === undefined) {
        this.entries.push({ pointer: child, change: 'added', to: b[j], summary: `${kind} \`${id}\` added${place}` });
        return;
      }
      if (!kept.has(id)) {
        const summary = `${kind} \`${id}\` moved from ${ordinal(i + 1)} to ${ordinal(j + 1)}${place}`;
        this.entries.push({ pointer: child, change: 'moved', from: i + 1, to: j + 1, summary });
      }
      this.value(a[i], b[j], child);
    });
    idsA.forEach((id, i) => {
      if (!inB.has(id)) this.entries.push({ pointer: `${pointer}/${i}`, change: 'removed', from: a[i], summary: `${kind} \`${id}\` removed${place}` });
    });
  }
}

/** The differences of two built presets (name and description, the presets' identity, are left out). */
export function diffPresets(a: BuiltPreset, b: BuiltPreset): DiffEntry[] {
  const strip = ({ name: _n, description: _d, ...rest }: BuiltPreset) => rest;
  const differ = new Differ();
  differ.value(strip(a), strip(b), '');
  return differ.entries;
}

const show = (v: unknown) => {
  const text = JSON.stringify(v) ?? 'undefined';
  return text.length > 70 ? `${text.slice(0, 67)}...` : text;
};

/** One line per entry: `+` added, `-` removed, `~` changed, `>` moved. */
export function formatDiffEntry(e: DiffEntry): string {
  if (e.change === 'moved') return `> ${e.pointer}: ${e.summary ?? `moved from ${String(e.from)} to ${String(e.to)}`}`;
  const said = e.summary ? ` (${e.summary})` : '';
  if (e.change === 'added') return `+ ${e.pointer}: ${show(e.to)}${said}`;
  if (e.change === 'removed') return `- ${e.pointer}: ${show(e.from)}${said}`;
  return `~ ${e.pointer}: ${show(e.from)} -> ${show(e.to)}`;
}

export function formatDiff(a: string, b: string, entries: DiffEntry[]): string {
  if (entries.length === 0) return `${a} and ${b} build the same channel.`;
  return [`--- ${a}`, `+++ ${b}`, ...entries.map(formatDiffEntry), `${entries.length} difference(s).`].join('\n');
}
