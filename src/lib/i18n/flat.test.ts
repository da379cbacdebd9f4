import { describe, expect, it } from 'vitest';
import { fillTemplate, flattenTranslations, unflattenTranslations } from './flat';

describe('unflattenTranslations', () => {
  it('nests dotted keys', () => {
    expect(unflattenTranslations({ 'verify.modal.title': 'T', 'verify.modal.text': 'X', top: 'y' })).toEqual({
      verify: { modal: { title: 'T', text: 'X' } },
      top: 'y',
    });
  });

  it('keeps plural suffixes on the leaf', () => {
    expect(unflattenTranslations({ 'countdown.days_one': 'a', 'countdown.days_other': 'b' })).toEqual({
      countdown: { days_one: 'a', days_other: 'b' },
    });
  });

  it('keeps both a text and a longer key that starts with it', () => {
    const nested = unflattenTranslations({ 'a.b.c': 'deep', a: 'text', 'x.y': 'xy', 'x.y.z': 'xyz' });
    expect(nested).toEqual({ a: 'text', 'a.b.c': 'deep', x: { y: 'xy', 'y.z': 'xyz' } });
  });

  it('drops values that are not strings and empty keys', () => {
    expect(unflattenTranslations({ a: 1, b: null, c: { d: 'e' }, '': 'x', f: 'g' })).toEqual({ f: 'g' });
  });

  it('round-trips with flattenTranslations', () => {
    const flat = { 'a.b': '1', 'a.c.d': '2', e: '3' };
    expect(flattenTranslations(unflattenTranslations(flat))).toEqual(flat);
  });
});

describe('fillTemplate', () => {
  it('fills yup-style placeholders', () => {
    expect(fillTemplate('${path} is a required field', { path: 'E-mail' })).toBe('E-mail is a required field');
    expect(fillTemplate('${path} must be at least ${min} characters', { path: 'Password', min: 8 })).toBe(
      'Password must be at least 8 characters',
    );
  });

  it('leaves unknown placeholders and i18next placeholders alone', () => {
    expect(fillTemplate('${path} and ${other} and {{name}}', { path: 'P' })).toBe('P and ${other} and {{name}}');
  });

  it('does not read inherited properties', () => {
    expect(fillTemplate('${constructor}', {})).toBe('${constructor}');
  });

  it('inserts values literally, without treating $ patterns specially', () => {
    expect(fillTemplate('${path}!', { path: "$& $' $1" })).toBe("$& $' $1!");
  });
});
