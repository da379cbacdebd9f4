import { describe, expect, it } from 'vitest';
import profile from '../../../channel-presets/default/forms/profile.json';
import { checkForm, mergeForm, resolveForm } from './merge';
import type { FormDefinition, FormExtension } from './types';

const base = profile as unknown as FormDefinition;

describe('mergeForm', () => {
  it('adds a field after the base order when the extension gives no order', () => {
    const merged = mergeForm(base, { schema: { properties: { loyalty_id: { type: 'string', title: 'x.loyalty' } } } });
    expect(Object.keys(merged.schema.properties)).toContain('loyalty_id');
    expect(merged.uiSchema?.['ui:order']).toEqual([...(base.uiSchema!['ui:order'] as string[]), 'loyalty_id']);
    expect(checkForm(merged)).toEqual([]);
    // the base is untouched
    expect(base.schema.properties).not.toHaveProperty('loyalty_id');
  });

  it('relabels, reorders and marks required', () => {
    const extension: FormExtension = {
      schema: { required: ['phone'] },
      uiSchema: {
        'ui:order': ['email', 'first_name', 'surname', 'phone', 'phone_secondary', 'sex'],
        phone: { 'ui:title': 'custom.mobile' },
      },
    };
    const merged = mergeForm(base, extension);
    expect(merged.schema.required).toEqual(['first_name', 'surname', 'email', 'phone']);
    expect(merged.uiSchema?.['ui:order']).toEqual(extension.uiSchema!['ui:order']);
    // deep merge keeps the base's widget and options
    expect(merged.uiSchema?.phone).toEqual({ 'ui:widget': 'tel', 'ui:options': { autocomplete: 'tel' }, 'ui:title': 'custom.mobile' });
    expect(resolveForm('profile', base, extension)).toMatchObject({ extended: true, problems: [] });
  });

  it('returns the base itself without an extension', () => {
    expect(mergeForm(base, undefined)).toBe(base);
    expect(resolveForm('profile', base, undefined)).toEqual({ form: base, extended: false, problems: [] });
  });
});

describe('resolveForm falls back to the base form on an invalid extension', () => {
  const cases: Array<[string, FormExtension, string]> = [
    ['an order naming an unknown field', { uiSchema: { 'ui:order': ['nope', '*'] } }, 'forms/profile/uiSchema/ui:order/0'],
    ['an order missing a field', { uiSchema: { 'ui:order': ['email'] } }, 'forms/profile/uiSchema/ui:order'],
    ['a required field that does not exist', { schema: { required: ['ghost'] } }, 'forms/profile/schema/required/3'],
    ['a broken pattern', { schema: { properties: { code: { type: 'string', pattern: '([' } } } }, 'forms/profile/schema/properties/code/pattern'],
    ['a rule on an unknown field', { rules: { equal: [{ field: 'email', to: 'email_repeat' }] } }, 'forms/profile/rules/equal/0/to'],
  ];
  it.each(cases)('%s', (_, extension, pointer) => {
    const resolved = resolveForm('profile', base, extension);
    expect(resolved.form).toBe(base);
    expect(resolved.extended).toBe(false);
    expect(resolved.problems.map((p) => p.pointer)).toContain(pointer);
  });
});
