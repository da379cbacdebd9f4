import { describe, expect, it } from 'vitest';
import passwordLogin from '../../../channel-presets/default/forms/password-login.json';
import type { FormDefinition } from './types';
import { formSourceFor, readyFormFor } from './whole-form';

const definition = passwordLogin as FormDefinition;
const statusOf = (promise: Promise<unknown>) => (promise as { status?: string }).status;

describe('a form rendered whole (server render, hydration)', () => {
  it('gives React one promise per form, which reads at once once settled', async () => {
    const source = async () => definition;
    const loading = formSourceFor(source);
    expect(formSourceFor(source)).toBe(loading);
    expect(await loading).toBe(definition);
    expect(statusOf(loading)).toBe('fulfilled');
    const ready = readyFormFor('password-login', definition, undefined);
    expect(readyFormFor('password-login', definition, undefined)).toBe(ready);
    await ready;
    expect(statusOf(ready)).toBe('fulfilled');
  });

  it('reads a definition in already at once, and asks again after a failed load', async () => {
    expect(statusOf(formSourceFor(definition))).toBe('fulfilled');
    let calls = 0;
    const flaky = async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return definition;
    };
    await expect(formSourceFor(flaky)).rejects.toThrow('offline');
    await expect(formSourceFor(flaky)).resolves.toBe(definition);
    expect(calls).toBe(2);
  });
});
