import { describe, expect, it } from 'vitest';
import passwordLogin from '../../../channel-presets/default/forms/password-login.json';
import registration from '../../../channel-presets/default/forms/registration.json';
import { DEFAULT_FORM_HEIGHT, estimateFormHeight } from './skeleton-height';
import type { FormDefinition } from './types';

// The rendered heights, measured in Chromium: 236 px (sign-in) and 834 px (registration).
describe('estimateFormHeight', () => {
  it('sizes the sign-in placeholder like the sign-in form', () => {
    expect(estimateFormHeight(passwordLogin as unknown as FormDefinition)).toBe(252);
  });

  it('sizes the registration placeholder like the registration form (help line, radio group, checkboxes)', () => {
    expect(estimateFormHeight(registration as unknown as FormDefinition)).toBe(852);
  });

  it('leaves hidden fields out and falls back to the sign-in height without a definition', () => {
    const definition = {
      schema: { type: 'object', properties: { a: { type: 'string' }, b: { type: 'string' } } },
      uiSchema: { b: { 'ui:widget': 'hidden' } },
    } as unknown as FormDefinition;
    expect(estimateFormHeight(definition)).toBe(76 + 86);
    expect(estimateFormHeight(undefined)).toBe(DEFAULT_FORM_HEIGHT);
  });
});
