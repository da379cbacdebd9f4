import { describe, expect, it } from 'vitest';
import { nestDottedKeys } from './nest-dotted-keys';

describe('nestDottedKeys', () => {
  it('nests dotted keys of public config', () => {
    expect(nestDottedKeys({ 'GENERAL.lang': 'cs_CZ', 'GENERAL.web': true, 'SETTINGS.a.b': 1, flat: 'x' })).toEqual({
      GENERAL: { lang: 'cs_CZ', web: true },
      SETTINGS: { a: { b: 1 } },
      flat: 'x',
    });
  });

  it('lets a deeper key win over a scalar at the same path, whatever the order', () => {
    expect(nestDottedKeys({ 'A.b': 1, A: 'scalar' })).toEqual({ A: { b: 1 } });
    expect(nestDottedKeys({ A: 'scalar', 'A.b': 1 })).toEqual({ A: { b: 1 } });
  });

  it('ignores prototype keys and empty segments, and tolerates garbage', () => {
    const nested = nestDottedKeys({ '__proto__.polluted': true, 'a.constructor.x': 1, 'a..b': 2, '.c': 3 });
    expect(nested).toEqual({});
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(nestDottedKeys(null)).toEqual({});
    expect(nestDottedKeys(undefined)).toEqual({});
  });
});
