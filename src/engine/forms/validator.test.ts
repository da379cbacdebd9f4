import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { mergeForm } from './merge';
import type { FormDefinition } from './types';
import { loadValidator } from './validator';

const dir = path.resolve(__dirname, '../../../channel-presets/default/forms');
const forms = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => [f.replace('.json', ''), JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as FormDefinition] as const);

describe('loadValidator', () => {
  it.each(forms)('uses the precompiled validator for the default %s form', async (_, form) => {
    const { precompiled, validator } = await loadValidator(form.schema as RJSFSchema);
    expect(precompiled).toBe(true);
    expect(validator.isValid(form.schema as RJSFSchema, {}, form.schema as RJSFSchema)).toBe((form.schema.required ?? []).length === 0);
  });

  it('compiles an extended form at run time', async () => {
    const profile = forms.find(([name]) => name === 'profile')![1];
    const merged = mergeForm(profile, { schema: { properties: { nickname: { type: 'string', minLength: 2 } } } });
    const { precompiled, validator } = await loadValidator(merged.schema as RJSFSchema);
    expect(precompiled).toBe(false);
    const result = validator.validateFormData({ first_name: 'A', surname: 'B', email: 'a@b.cz', nickname: 'x' }, merged.schema as RJSFSchema);
    expect(result.errors.map((e) => e.name)).toEqual(['minLength']);
  });

  it('rejects a schema ajv cannot compile', async () => {
    await expect(loadValidator({ type: 'object', properties: { a: { type: 'strin' } } } as unknown as RJSFSchema)).rejects.toThrow();
  });
});
