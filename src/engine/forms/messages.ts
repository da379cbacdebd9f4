// Translated validation messages: ajv keywords -> i18n keys (the spec's yup-style texts with ${path},
// ${min}, ${max}), plus the rules JSON Schema cannot say (repeat must match, file type and size).
// rjsf types only: this module is shared by the lazy renderer and tests.
import type { CustomValidator, ErrorTransformer, RJSFValidationError } from '@rjsf/utils';
import type { TFunction } from 'i18next';
import { dataUrlHead, parseDataUrl, UPLOAD_MAX_BYTES, uploadRefusal, uploadRefusalKey } from '@/lib/rules/upload';
import type { FormData, FormDefinition } from './types';

/** Fills yup-style placeholders: fillMessage('${path} is a required field', { path: 'E-mail' }). */
export function fillMessage(template: string, values: Record<string, string | number | undefined>): string {
  return template.replace(/\$\{(\w+)\}/g, (match, name: string) => (values[name] === undefined ? match : String(values[name])));
}

type FieldUi = { 'ui:title'?: string; 'ui:options'?: { errorMessages?: Record<string, string> } };
const fieldUi = (form: FormDefinition, field: string): FieldUi => (form.uiSchema?.[field] as FieldUi | undefined) ?? {};

/** The translated label of a field (uiSchema ui:title, else schema title, else its name). */
export function fieldLabel(form: FormDefinition, field: string, t: TFunction): string {
  const key = fieldUi(form, field)['ui:title'] ?? form.schema.properties[field]?.title ?? field;
  return t(key);
}

function keyFor(error: RJSFValidationError): string | undefined {
  const format = (error.params as { format?: string } | undefined)?.format;
  switch (error.name) {
    case 'required':
      return 'errors.mixed.required';
    case 'minLength':
      return 'errors.string.min';
    case 'maxLength':
      return 'errors.string.max';
    case 'format':
      if (format === 'email') return 'errors.string.email';
      if (format === 'uri' || format === 'url') return 'errors.string.url';
      if (format === 'data-url') return 'errors.uploadType';
      return 'errors.mixed.invalid';
    case 'pattern':
    case 'const':
    case 'type':
      return 'errors.mixed.invalid';
    case 'enum':
      return 'errors.mixed.oneOf';
    default:
      return undefined;
  }
}

const fieldOf = (error: RJSFValidationError) => (error.property ?? '').replace(/^\./, '').split('.')[0] ?? '';

/** rjsf `transformErrors`: every ajv error gets its translated message. */
export function createTransformErrors(form: FormDefinition, t: TFunction): ErrorTransformer {
  return (errors) => {
    const out = errors.map((error) => {
      const field = fieldOf(error);
      const override = error.name ? fieldUi(form, field)['ui:options']?.errorMessages?.[error.name] : undefined;
      const key = override ?? keyFor(error);
      if (!key) return error;
      const params = (error.params ?? {}) as { limit?: number };
      const message = fillMessage(t(key), {
        path: fieldLabel(form, field, t),
        min: error.name === 'minLength' ? params.limit : undefined,
        max: error.name === 'maxLength' ? params.limit : undefined,
      });
      return { ...error, message, stack: message };
    });
    const summary = form.rules?.requiredSummary;
    if (summary && errors.some((e) => e.name === 'required')) {
      const message = t(summary);
      out.unshift({ name: 'requiredSummary', property: '', message, stack: message, params: {}, schemaPath: '' });
    }
    return out;
  };
}

/** rjsf `customValidate`: repeat fields must match; file fields must be non-empty, of an allowed type (by content) and size. */
export function createCustomValidate(form: FormDefinition, t: TFunction): CustomValidator<FormData> {
  return (formData, errors) => {
    const data = formData ?? {};
    for (const rule of form.rules?.equal ?? []) {
      const value = data[rule.field];
      if (value === undefined || value === '' || value === data[rule.to]) continue;
      const name = fieldLabel(form, rule.to, t);
      errors[rule.field]?.addError(t(rule.message ?? 'errors.doesNotMatch', { name }));
    }
    for (const rule of form.rules?.files ?? []) {
      const value = data[rule.field];
      if (typeof value !== 'string' || value === '') continue;
      const file = parseDataUrl(value);
      const refusal = file
        ? uploadRefusal({ head: dataUrlHead(file.base64), size: file.size, declaredType: file.type }, { accept: rule.accept, maxBytes: Math.min(rule.maxBytes, UPLOAD_MAX_BYTES) })
        : 'type';
      if (refusal) errors[rule.field]?.addError(t(uploadRefusalKey[refusal]));
    }
    return errors;
  };
}
