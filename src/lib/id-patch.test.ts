import { describe, expect, it } from 'vitest';
import { applyIdPatch, IdPatchError, resolveIdPointer } from './id-patch';

const screen = {
  title: 'home',
  blocks: [
    { id: 'coupons', type: 'section' },
    { id: 'perks', type: 'section' },
    { id: 'rewards', type: 'section', children: [{ id: 'list', type: 'paged-list' }] },
  ],
};
const ids = (doc: typeof screen) => doc.blocks.map((block) => block.id);

describe('applyIdPatch (RFC 6902 with id segments)', () => {
  it('removes one block by id and leaves the rest', () => {
    const out = applyIdPatch(screen, [{ op: 'remove', path: '/blocks/perks' }]);
    expect(ids(out)).toEqual(['coupons', 'rewards']);
    expect(ids(screen)).toEqual(['coupons', 'perks', 'rewards']);
  });

  it('inserts before an element named by id, and at the end with -', () => {
    const out = applyIdPatch(screen, [
      { op: 'add', path: '/blocks/perks', value: { id: 'promo', type: 'markdown' } },
      { op: 'add', path: '/blocks/-', value: { id: 'last', type: 'text' } },
    ]);
    expect(ids(out)).toEqual(['coupons', 'promo', 'perks', 'rewards', 'last']);
  });

  it('moves forward and backward with the path resolved after the removal', () => {
    expect(ids(applyIdPatch(screen, [{ op: 'move', from: '/blocks/coupons', path: '/blocks/-' }]))).toEqual(['perks', 'rewards', 'coupons']);
    expect(ids(applyIdPatch(screen, [{ op: 'move', from: '/blocks/rewards', path: '/blocks/coupons' }]))).toEqual(['rewards', 'coupons', 'perks']);
  });

  it('replaces a nested block and addresses strings in string arrays', () => {
    const out = applyIdPatch(screen, [{ op: 'replace', path: '/blocks/rewards/children/list/type', value: 'detail' }]);
    expect(out.blocks[2]!.children![0]!.type).toBe('detail');
    const order = applyIdPatch({ order: ['a', 'b', 'c'] }, [{ op: 'move', from: '/order/c', path: '/order/a' }]);
    expect(order.order).toEqual(['c', 'a', 'b']);
  });

  it('names the failing operation for an unknown id', () => {
    expect(() => applyIdPatch(screen, [{ op: 'remove', path: '/blocks/nope' }])).toThrow(IdPatchError);
    expect(() => applyIdPatch(screen, [{ op: 'remove', path: '/blocks/perks' }, { op: 'remove', path: '/blocks/perks' }])).toThrow(/patch\/1: no element with id "perks"/);
    expect(resolveIdPointer(screen, '/blocks/rewards/children/list')).toBe('/blocks/2/children/0');
  });
});

describe('applyIdPatch refuses paths that reach a prototype', () => {
  const paths = ['/__proto__/polluted', '/blocks/perks/__proto__/x', '/constructor/prototype/polluted', '/blocks/0/constructor/prototype/x'];
  for (const path of paths) {
    it(`refuses add ${path} with the key it refuses, and pollutes nothing`, () => {
      const error = (() => {
        try {
          applyIdPatch(screen, [{ op: 'add', path, value: 'yes' }]);
        } catch (e) {
          return e as IdPatchError;
        }
        throw new Error('applied');
      })();
      expect(error).toBeInstanceOf(IdPatchError);
      expect(error.message).toMatch(/^patch\/0: key '(__proto__|constructor)' is not allowed/);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(({} as Record<string, unknown>).x).toBeUndefined();
    });
  }

  it('refuses a move or copy from such a path', () => {
    expect(() => applyIdPatch(screen, [{ op: 'copy', from: '/__proto__', path: '/blocks/-' }])).toThrow("key '__proto__' is not allowed");
  });
});
