import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it, vi } from 'vitest';
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

  it('validates an extended form at run time without generating code (strict CSP: no eval, no new Function)', async () => {
    const profile = forms.find(([name]) => name === 'profile')![1];
    const merged = mergeForm(profile, { schema: { properties: { nickname: { type: 'string', minLength: 2 } } } });
    const blocked = () => {
      throw new EvalError('blocked by the CSP');
    };
    const spies = [vi.spyOn(globalThis, 'Function').mockImplementation(blocked), vi.spyOn(globalThis, 'eval').mockImplementation(blocked)];
    try {
      const { precompiled, validator } = await loadValidator(merged.schema as RJSFSchema);
      expect(precompiled).toBe(false);
      const schema = merged.schema as RJSFSchema;
      const result = validator.validateFormData({ first_name: 'A', surname: 'B', email: 'a@b', nickname: 'x' }, schema);
      expect(result.errors.map((e) => [e.name, e.property, e.params])).toEqual([
        ['format', '.email', { format: 'email' }],
        ['minLength', '.nickname', { limit: 2 }],
      ]);
      const missing = validator.validateFormData({ nickname: 'xy' }, schema);
      expect(missing.errors.filter((e) => e.name === 'required').map((e) => e.property).sort()).toEqual(
        [...(schema.required ?? [])].sort(),
      );
      expect(validator.validateFormData({ first_name: 'A', surname: 'B', email: 'a@b.cz', nickname: 'xy' }, schema).errors).toEqual([]);
      for (const spy of spies) expect(spy).not.toHaveBeenCalled();
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });

  it('rejects a schema with a type that is no JSON type', async () => {
    await expect(loadValidator({ type: 'object', properties: { a: { type: 'strin' } } } as unknown as RJSFSchema)).rejects.toThrow();
  });
});
