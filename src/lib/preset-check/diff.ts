// `preset diff`: the differences of two built presets, one line per JSON pointer.
import type { BuiltPreset } from './built-preset';

export type DiffEntry = { pointer: string; change: 'added' | 'removed' | 'changed'; from?: unknown; to?: unknown };

const escape = (t: string) => t.replace(/~/g, '~0').replace(/\//g, '~1');
const isContainer = (v: unknown): v is Record<string, unknown> | unknown[] => typeof v === 'object' && v !== null;

function leaves(value: unknown, pointer: string, out: Map<string, unknown>): Map<string, unknown> {
  if (isContainer(value) && Object.keys(value).length > 0) {
    for (const [key, child] of Object.entries(value)) leaves(child, `${pointer}/${escape(key)}`, out);
  } else {
    out.set(pointer, value);
  }
  return out;
}

/** Leaf-by-leaf differences (name and description, the presets' identity, are left out). */
export function diffPresets(a: BuiltPreset, b: BuiltPreset): DiffEntry[] {
  const strip = ({ name: _n, description: _d, ...rest }: BuiltPreset) => rest;
  const left = leaves(strip(a), '', new Map());
  const right = leaves(strip(b), '', new Map());
  const pointers = [...new Set([...left.keys(), ...right.keys()])].sort();
  const entries: DiffEntry[] = [];
  for (const pointer of pointers) {
    const inA = left.has(pointer);
    const inB = right.has(pointer);
    if (inA && !inB) entries.push({ pointer, change: 'removed', from: left.get(pointer) });
    else if (!inA && inB) entries.push({ pointer, change: 'added', to: right.get(pointer) });
    else if (JSON.stringify(left.get(pointer)) !== JSON.stringify(right.get(pointer))) {
      entries.push({ pointer, change: 'changed', from: left.get(pointer), to: right.get(pointer) });
    }
  }
  return entries;
}

const show = (v: unknown) => {
  const text = JSON.stringify(v) ?? 'undefined';
  return text.length > 70 ? `${text.slice(0, 67)}...` : text;
};

export function formatDiff(a: string, b: string, entries: DiffEntry[]): string {
  if (entries.length === 0) return `${a} and ${b} build the same channel.`;
  const lines = entries.map((e) =>
    e.change === 'added' ? `+ ${e.pointer}: ${show(e.to)}` : e.change === 'removed' ? `- ${e.pointer}: ${show(e.from)}` : `~ ${e.pointer}: ${show(e.from)} -> ${show(e.to)}`,
  );
  return [`--- ${a}`, `+++ ${b}`, ...lines, `${entries.length} difference(s).`].join('\n');
}
