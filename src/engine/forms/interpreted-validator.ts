// The validator of operator-changed forms (a schema that was not precompiled at codegen): it
// interprets the JSON Schema with @cfworker/json-schema, which never generates code, so it runs under
// the production CSP without 'unsafe-eval' (ajv compiles with `new Function`, which that CSP blocks).
// Its errors are reshaped like ajv's (keyword, instancePath, schemaPath, params), so rjsf's own error
// processing, our `transformErrors` messages and `customValidate` rules work exactly as for the
// precompiled forms.
import { format, Validator, type OutputUnit, type Schema } from '@cfworker/json-schema';
import { JUNK_OPTION_ID, type RJSFSchema, type ValidationData, type ValidatorType } from '@rjsf/utils';
import processRawValidationErrors from '@rjsf/validator-ajv8/lib/processRawValidationErrors.js';
import type { FormData } from './types';

// The formats as the precompiled validators check them (ajv-formats "full" email, rjsf's data-url), so
// a value valid on a default form is valid on a changed one and the other way round.
const FULL_EMAIL = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
const DATA_URL = /^data:([a-z]+\/[a-z0-9-+.]+)?;(?:name=(.*);)?base64,(.*)$/;
format.email = (value) => FULL_EMAIL.test(value);
format['data-url'] = (value) => DATA_URL.test(value);

type AjvLikeError = { keyword: string; instancePath: string; schemaPath: string; params: Record<string, unknown>; message: string };

/** Keywords that only say "something inside failed": their nested errors are reported themselves. */
const applicators = new Set(['properties', 'patternProperties', 'items', 'prefixItems', 'allOf', '$ref', '$recursiveRef', '$dynamicRef', 'if', 'then', 'else', 'dependentSchemas', 'additionalItems', 'unevaluatedItems', 'contains']);

const unescape = (token: string) => decodeURIComponent(token).replace(/~1/g, '/').replace(/~0/g, '~');

function at(node: unknown, pointer: string): unknown {
  const tokens = pointer.replace(/^#/, '').split('/').slice(1).map(unescape);
  return tokens.reduce<unknown>((value, token) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[token] : undefined), node);
}

/** ajv's `params` for a keyword, read from the schema's value (never from the message text). */
function paramsFor(unit: OutputUnit, schema: unknown): Record<string, unknown> {
  const value = at(schema, unit.keywordLocation);
  switch (unit.keyword) {
    case 'minLength':
    case 'maxLength':
    case 'minimum':
    case 'maximum':
    case 'minItems':
    case 'maxItems':
    case 'minProperties':
    case 'maxProperties':
      return { limit: value };
    case 'pattern':
      return { pattern: value };
    case 'format':
      return { format: value };
    case 'const':
      return { allowedValue: value };
    case 'enum':
      return { allowedValues: value };
    case 'type':
      return { type: value };
    default:
      return {};
  }
}

export function toAjvErrors(errors: OutputUnit[], schema: unknown, data: unknown): AjvLikeError[] {
  const missing = new Map<string, string[]>();
  const out: AjvLikeError[] = [];
  for (const unit of errors) {
    if (applicators.has(unit.keyword)) continue;
    const instancePath = unit.instanceLocation.replace(/^#/, '');
    const params = paramsFor(unit, schema);
    if (unit.keyword === 'required') {
      // One error per missing property, in the order of the `required` list.
      const key = `${unit.keywordLocation}@${instancePath}`;
      if (!missing.has(key)) {
        const required = at(schema, unit.keywordLocation);
        const instance = at(data, `#${instancePath}`) as Record<string, unknown> | undefined;
        missing.set(key, (Array.isArray(required) ? (required as string[]) : []).filter((name) => !instance || !Object.hasOwn(instance, name)));
      }
      params.missingProperty = missing.get(key)!.shift();
    }
    out.push({ keyword: unit.keyword, instancePath, schemaPath: unit.keywordLocation, params, message: unit.error });
  }
  return out;
}

const jsonTypes = new Set(['string', 'number', 'integer', 'boolean', 'object', 'array', 'null']);

/** Throws for a `type` that is no JSON type (a typo would otherwise make the field never valid). */
function checkTypes(node: unknown, pointer = ''): void {
  if (Array.isArray(node)) return node.forEach((child, i) => checkTypes(child, `${pointer}/${i}`));
  if (!node || typeof node !== 'object') return;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'type' && (typeof value === 'string' || Array.isArray(value))) {
      for (const type of [value].flat()) if (!jsonTypes.has(type as string)) throw new Error(`${pointer}/type: "${String(type)}" is not a JSON type`);
    } else if (key !== 'const' && key !== 'enum' && key !== 'default' && key !== 'examples') checkTypes(value, `${pointer}/${key}`);
  }
}

export class InterpretedValidator implements ValidatorType<FormData> {
  private readonly validators = new WeakMap<object, Validator>();

  constructor(private readonly rootSchema: RJSFSchema) {
    checkTypes(rootSchema);
  }

  private validatorFor(schema: RJSFSchema): Validator {
    let validator = this.validators.get(schema);
    if (!validator) {
      // A sub-schema (rjsf asks about anyOf/oneOf options) resolves its $refs against the root's definitions.
      const { definitions, $defs } = this.rootSchema;
      const full = schema === this.rootSchema ? schema : { ...schema, ...(definitions ? { definitions } : {}), ...($defs ? { $defs } : {}) };
      validator = new Validator(full as Schema, '7', false);
      this.validators.set(schema, validator);
    }
    return validator;
  }

  rawValidation<Result = AjvLikeError>(schema: RJSFSchema, formData?: FormData): { errors?: Result[]; validationError?: Error } {
    try {
      const { valid, errors } = this.validatorFor(schema).validate(formData ?? {});
      return { errors: valid ? undefined : (toAjvErrors(errors, schema, formData ?? {}) as Result[]) };
    } catch (error) {
      return { validationError: error as Error };
    }
  }

  validateFormData(...args: Parameters<ValidatorType<FormData>['validateFormData']>): ValidationData<FormData> {
    const [formData, schema, customValidate, transformErrors, uiSchema] = args;
    const raw = this.rawValidation(schema, formData);
    return processRawValidationErrors(this, raw, formData, schema, customValidate, transformErrors, uiSchema);
  }

  isValid(schema: RJSFSchema, formData: FormData | undefined): boolean {
    if (schema.$id === JUNK_OPTION_ID) return false;
    try {
      return this.validatorFor(schema).validate(formData).valid;
    } catch {
      return false;
    }
  }
}
