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

/** Validators by schema object: started early by `prepareValidator`, read at the form's first render. */
const started = new WeakMap<object, Promise<LoadedValidator>>();
const settled = new WeakMap<object, LoadedValidator>();

/** The validator of `schema`, loaded once per schema object (a failed load may be retried). */
export function loadValidator(schema: RJSFSchema): Promise<LoadedValidator> {
  let pending = started.get(schema);
  if (!pending) {
    pending = createValidator(schema).then(
      (value) => (settled.set(schema, value), value),
      (error: unknown) => {
        started.delete(schema);
        throw error;
      },
    );
    started.set(schema, pending);
  }
  return pending;
}

/** The validator of `schema` if it has loaded already (so the form renders at once). */
export const loadedValidator = (schema: RJSFSchema): LoadedValidator | undefined => settled.get(schema);

async function createValidator(schema: RJSFSchema): Promise<LoadedValidator> {
  const load = precompiledFormValidators[hashForSchema(schema)];
  if (load) {
    const { default: validateFns } = await load();
    return { validator: createPrecompiledValidator<FormData>(validateFns, schema), precompiled: true };
  }
  const { InterpretedValidator } = await import('./interpreted-validator');
  return { validator: new InterpretedValidator(schema), precompiled: false };
}
