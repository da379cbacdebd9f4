import { describe, expect, it } from 'vitest';
import { normaliseParamKey, paramsFromForm, withParams } from './params-v2';

describe('params_v2 (operator-added fields)', () => {
  it('normalises keys one way', () => {
    expect(normaliseParamKey('Favourite Station')).toBe('favourite_station');
    expect(normaliseParamKey('favouriteStation')).toBe('favourite_station');
    expect(normaliseParamKey('  --Oblíbená pumpa!! ')).toBe('oblibena_pumpa');
    expect(normaliseParamKey('loyalty_ID2')).toBe('loyalty_id2');
    expect(normaliseParamKey('???')).toBe('');
  });

  it('sends only fields the action does not handle, scalars only, empty ones left out', () => {
    const data = { first_name: 'Vera', 'Favourite Station': ' Brno ', newsletter: false, kids: 2, note: '', file: { a: 1 } };
    expect(paramsFromForm(data, ['first_name'])).toEqual({ favourite_station: 'Brno', newsletter: false, kids: 2 });
    expect(paramsFromForm({ first_name: 'Vera' }, ['first_name'])).toBeUndefined();
  });

  it('shows stored values again beside the member fields, which win', () => {
    expect(withParams({ first_name: 'Vera', params_v2: { favourite_station: 'Brno', first_name: 'x' } })).toMatchObject({
      first_name: 'Vera',
      favourite_station: 'Brno',
    });
  });
});
