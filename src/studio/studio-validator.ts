// rjsf's validator for the studio's forms: the engine's interpreting validator (no code generation,
// so the studio's page runs under the portal's CSP without 'unsafe-eval'), one per root schema,
// since each studio form has its own (a section, a block's props, a route, a form field).
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { InterpretedValidator } from '@/engine/forms/interpreted-validator';
import type { FormData } from '@/engine/forms/types';

const byRoot = new WeakMap<object, InterpretedValidator>();
function forRoot(root: RJSFSchema): InterpretedValidator {
  let validator = byRoot.get(root);
  if (!validator) {
    validator = new InterpretedValidator(root);
    byRoot.set(root, validator);
  }
  return validator;
}

export const studioValidator: ValidatorType<FormData> = {
  validateFormData: (formData, schema, ...rest) => forRoot(schema).validateFormData(formData, schema, ...rest),
  rawValidation: (schema, formData) => forRoot(schema).rawValidation(schema, formData),
  isValid: (schema, formData, rootSchema) => forRoot(rootSchema ?? schema).isValid(schema, formData),
};
