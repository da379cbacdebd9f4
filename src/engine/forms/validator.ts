// Picks a form's validator. A schema that was precompiled at codegen (every default form) uses its
// generated code. Any other schema (an operator extension or patch, another preset's form) loads the
// interpreting validator in its own chunk (@cfworker/json-schema, no code generation). Neither uses
// eval or `new Function`, so both run under the production CSP without 'unsafe-eval'
// (see docs/screens-and-forms.md).
import { hashForSchema, type RJSFSchema, type ValidatorType } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import { precompiledFormValidators } from '@/generated/form-validators';
import type { FormData } from './types';

export type LoadedValidator = { validator: ValidatorType<FormData>; precompiled: boolean };

export async function loadValidator(schema: RJSFSchema): Promise<LoadedValidator> {
  const load = precompiledFormValidators[hashForSchema(schema)];
  if (load) {
    const { default: validateFns } = await load();
    return { validator: createPrecompiledValidator<FormData>(validateFns, schema), precompiled: true };
  }
  const { InterpretedValidator } = await import('./interpreted-validator');
  return { validator: new InterpretedValidator(schema), precompiled: false };
}
