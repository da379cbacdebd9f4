import { hashForSchema } from '@rjsf/utils';
import { describe, expect, it, vi } from 'vitest';
import { loadFormSource } from '@/engine/forms';
import { precompiledFormValidators } from '@/generated/form-validators';
import { buildPreset } from '../../presets/build';
import { channelForms } from './forms';

describe('channelForms (served forms over the built-in ones)', () => {
  it('keeps every served default form byte-equal in schema, so its precompiled validator applies', async () => {
    const served = buildPreset('default').forms ?? {};
    const forms = channelForms(served);
    for (const name of Object.keys(served)) {
      const form = await loadFormSource(forms[name]!);
      expect(precompiledFormValidators[hashForSchema(form.schema as never)], name).toBeDefined();
    }
  });

  it('applies a served patch over the built-in form and tidies order and required', async () => {
    const forms = channelForms({
      profile: {
        patch: [
          { op: 'remove', path: '/schema/properties/phone_secondary' },
          { op: 'add', path: '/schema/properties/favourite_station', value: { type: 'string', title: 'Favourite station', maxLength: 60 } },
          { op: 'add', path: '/uiSchema/ui:order/email', value: 'favourite_station' },
        ],
      },
    });
    const form = await loadFormSource(forms.profile!);
    expect(form.uiSchema?.['ui:order']).toEqual(['first_name', 'surname', 'favourite_station', 'email', 'phone', 'sex']);
    expect(form.schema.properties.phone_secondary).toBeUndefined();
  });

  it('keeps the built-in form when the served one is invalid, and says where', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const forms = channelForms({ profile: { schema: 'nope' }, confirm: { patch: [{ op: 'remove', path: '/schema/properties/missing' }] } });
    expect((await loadFormSource(forms.profile!)).schema.properties.first_name).toBeDefined();
    expect((await loadFormSource(forms.confirm!)).schema.type).toBe('object');
    expect(warn.mock.calls.map((c) => String(c[0])).join('\n')).toMatch(/\/structure\/forms\/profile/);
    expect(warn.mock.calls.map((c) => String(c[0])).join('\n')).toMatch(/\/structure\/forms\/confirm: patch\/0/);
    warn.mockRestore();
  });
});
