import { describe, expect, it } from 'vitest';
import { orderWithNewField } from './new-field-place';

const registration = ['first_name', 'email', 'card_choice', 'consent_personal_data', 'consent_terms'];
const types = { first_name: 'string', email: 'string', card_choice: 'string', consent_personal_data: 'boolean', consent_terms: 'boolean' };

describe('orderWithNewField', () => {
  it('puts a new date (or any non-checkbox) field before the consent boxes at the end of the form', () => {
    expect(orderWithNewField(registration, types, 'birth_date', 'string')).toEqual([
      'first_name',
      'email',
      'card_choice',
      'birth_date',
      'consent_personal_data',
      'consent_terms',
    ]);
  });

  it('puts a new checkbox last, and a field of a form without checkboxes last', () => {
    expect(orderWithNewField(registration, types, 'newsletter', 'boolean').at(-1)).toBe('newsletter');
    expect(orderWithNewField(['first_name', 'email'], types, 'store', 'string')).toEqual(['first_name', 'email', 'store']);
    expect(orderWithNewField([], {}, 'store', 'string')).toEqual(['store']);
  });
});
