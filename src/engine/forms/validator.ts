// Picks a form's validator. A schema that was precompiled at codegen (every default form) uses its
// generated code: no schema compiler, no eval, fine under a strict CSP. Any other schema (an operator
// extension, another preset's form) loads the ajv8 runtime validator in its own chunk; it compiles with
// `new Function`, which a CSP without 'unsafe-eval' blocks: then `loadValidator` throws and the caller
// falls back to the base form (see docs/screens-and-forms.md).
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
  const { default: customizeValidator } = await import('@rjsf/validator-ajv8/lib/customizeValidator.js');
  const validator = customizeValidator<FormData>();
  validator.ajv.compile(schema); // throws for a schema ajv cannot compile (or when eval is blocked)
  return { validator, precompiled: false };
}
