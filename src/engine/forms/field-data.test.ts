import { describe, expect, it } from 'vitest';
import { changedFields, prefillUntouched } from './field-data';

describe('changedFields', () => {
  it('names the fields whose value was set, changed or removed', () => {
    expect(changedFields({ a: '1', b: '2', c: true }, { a: '1', b: '3', d: 'x' })).toEqual(['b', 'c', 'd']);
  });

  it('compares values, not identities', () => {
    expect(changedFields({ a: { street: 'x' } }, { a: { street: 'x' } })).toEqual([]);
  });
});

describe('prefillUntouched', () => {
  const fields = ['phone', 'fuel_type', 'fuelType', 'email'];

  it('gives the pre-fill of every field the member has not changed, and only the form’s fields', () => {
    expect(prefillUntouched({ phone: '+420601000001', email: 'a@b.c', id: 7 }, fields, new Set(['email']))).toEqual({ phone: '+420601000001' });
  });

  it('reads a field missing from the data under its normalised key, as the first pre-fill does', () => {
    expect(prefillUntouched({ fuel_type: 'diesel' }, ['fuelType'], new Set())).toEqual({ fuelType: 'diesel' });
  });

  it('gives nothing for a field without a value', () => {
    expect(prefillUntouched({ phone: undefined }, fields, new Set())).toEqual({});
  });
});
