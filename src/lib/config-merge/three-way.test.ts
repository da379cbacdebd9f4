// The three-way merge: a side that left a value alone takes the other's change; both changing it
// differently is a conflict the picks resolve; named lists merge by identity.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mergeThreeWay, sameJson } from './three-way';

type Obj = Record<string, unknown>;
const leaf = fc.oneof(fc.integer({ min: 0, max: 3 }), fc.constantFrom('a', 'b', 'c'), fc.boolean());
const keys = fc.constantFrom('x', 'y', 'z', 'w');
const { tree } = fc.letrec<{ tree: Obj; value: unknown }>((tie) => ({
  tree: fc.dictionary(keys, tie('value'), { maxKeys: 4 }),
  value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf, tie('tree')),
}));

/** Every leaf pointer of an object tree (not an empty object's). */
function leaves(value: unknown, pointer = '', out = new Map<string, unknown>()): Map<string, unknown> {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) leaves(v, `${pointer}/${k}`, out);
  } else out.set(pointer, value);
  return out;
}

const at = (value: unknown, pointer: string): unknown =>
  pointer
    .split('/')
    .slice(1)
    .reduce<unknown>((v, k) => (typeof v === 'object' && v !== null && Object.hasOwn(v, k) ? (v as Obj)[k] : undefined), value);

describe('mergeThreeWay', () => {
  it('a side that changed nothing takes the other side, whole', () => {
    fc.assert(
      fc.property(tree, tree, (base, other) => {
        expect(mergeThreeWay(base, other, base)).toEqual({ merged: other, conflicts: [] });
        const live = mergeThreeWay(base, base, other);
        expect(live.conflicts).toEqual([]);
        expect(sameJson(live.merged, other)).toBe(true);
        expect(mergeThreeWay(base, other, other).conflicts).toEqual([]);
      }),
    );
  });

  it('is symmetric: the same conflicts either way, and the same result without any', () => {
    fc.assert(
      fc.property(tree, tree, tree, (base, draft, live) => {
        const ab = mergeThreeWay(base, draft, live);
        const ba = mergeThreeWay(base, live, draft);
        expect(ab.conflicts.map((c) => c.pointer).sort()).toEqual(ba.conflicts.map((c) => c.pointer).sort());
        if (ab.conflicts.length === 0) expect(sameJson(ab.merged, ba.merged)).toBe(true);
      }),
    );
  });

  it("keeps every value the draft changed, takes the live one elsewhere, and the picks decide each conflict", () => {
    fc.assert(
      fc.property(tree, tree, tree, fc.boolean(), (base, draft, live, takeLive) => {
        const first = mergeThreeWay(base, draft, live);
        const picks = Object.fromEntries(first.conflicts.map((c) => [c.pointer, takeLive ? 'live' : 'draft'] as const));
        const { merged, conflicts } = mergeThreeWay(base, draft, live, picks);
        expect(conflicts).toEqual(first.conflicts);
        const conflicted = (pointer: string) => conflicts.find((c) => pointer === c.pointer || pointer.startsWith(`${c.pointer}/`));
        const pointers = new Set([...leaves(base).keys(), ...leaves(draft).keys(), ...leaves(live).keys()]);
        for (const pointer of pointers) {
          if (conflicted(pointer)) continue;
          const [b, d, l] = [at(base, pointer), at(draft, pointer), at(live, pointer)];
          const expected = sameJson(b, d) ? l : d;
          if (typeof expected === 'object' && expected !== null) continue;
          expect(at(merged, pointer)).toEqual(expected);
        }
        for (const c of conflicts) expect(sameJson(at(merged, c.pointer), takeLive ? c.live : c.draft)).toBe(true);
      }),
    );
  });

  it('merges a banner added live with a text fixed in the draft (the lost New Year banner)', () => {
    const base = { sections: { HOME: { blocks: [{ id: 'hero', title: 'Hi' }, { id: 'news', title: 'News' }] } }, translations: { en: { 'a.b': 'Helo' } } };
    const live = { sections: { HOME: { blocks: [{ id: 'banner', title: 'New Year' }, { id: 'hero', title: 'Hi' }, { id: 'news', title: 'News' }] } }, translations: { en: { 'a.b': 'Helo' } } };
    const draft = { sections: { HOME: { blocks: [{ id: 'hero', title: 'Hi there' }, { id: 'news', title: 'News' }] } }, translations: { en: { 'a.b': 'Hello' } } };
    const { merged, conflicts } = mergeThreeWay(base, draft, live);
    expect(conflicts).toEqual([]);
    expect(merged).toEqual({ sections: { HOME: { blocks: [{ id: 'banner', title: 'New Year' }, { id: 'hero', title: 'Hi there' }, { id: 'news', title: 'News' }] } }, translations: { en: { 'a.b': 'Hello' } } });
  });

  it('names a value both changed differently, with the three values, and the pick resolves it', () => {
    const base = { VISUAL: { color: { primary: '#000000' } }, languages: ['en'] };
    const draft = { VISUAL: { color: { primary: '#1d6b3a' } }, languages: ['en', 'cs'] };
    const live = { VISUAL: { color: { primary: '#224488' } }, languages: ['en', 'pl'] };
    const first = mergeThreeWay(base, draft, live);
    expect(first.conflicts).toEqual([{ pointer: '/VISUAL/color/primary', base: '#000000', draft: '#1d6b3a', live: '#224488' }]);
    expect(first.merged).toEqual({ VISUAL: { color: { primary: '#1d6b3a' } }, languages: ['en', 'cs', 'pl'] });
    expect(mergeThreeWay(base, draft, live, { '/VISUAL/color/primary': 'live' }).merged.VISUAL.color.primary).toBe('#224488');
  });

  it('a block removed on one side and changed on the other is a conflict; moved on one side, changed on the other is not', () => {
    const base = { blocks: [{ id: 'a', t: 1 }, { id: 'b', t: 1 }, { id: 'c', t: 1 }] };
    const removed = mergeThreeWay(base, { blocks: [{ id: 'a', t: 1 }, { id: 'c', t: 1 }] }, { blocks: [{ id: 'a', t: 1 }, { id: 'b', t: 2 }, { id: 'c', t: 1 }] });
    expect(removed.conflicts).toEqual([{ pointer: '/blocks/1', base: { id: 'b', t: 1 }, live: { id: 'b', t: 2 } }]);
    const moved = mergeThreeWay(base, { blocks: [{ id: 'c', t: 1 }, { id: 'a', t: 1 }, { id: 'b', t: 1 }] }, { blocks: [{ id: 'a', t: 5 }, { id: 'b', t: 1 }, { id: 'c', t: 1 }] });
    expect(moved).toEqual({ merged: { blocks: [{ id: 'c', t: 1 }, { id: 'a', t: 5 }, { id: 'b', t: 1 }] }, conflicts: [] });
    const bothMoved = mergeThreeWay(base, { blocks: [{ id: 'c', t: 1 }, { id: 'a', t: 1 }, { id: 'b', t: 1 }] }, { blocks: [{ id: 'b', t: 1 }, { id: 'a', t: 1 }, { id: 'c', t: 1 }] });
    expect(bothMoved.conflicts.map((c) => c.pointer)).toEqual(['/blocks']);
  });
});
