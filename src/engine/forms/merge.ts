// Merging a remote-config extension into a form, and the structural checks every form must pass
// before use. No rjsf or ajv here: this runs wherever a form is resolved.
import { isUnsafeKey } from '@/lib/own-keys';
import { tidyForm as tidyFormData } from '@/lib/preset-export/tidy-form';
import type { FormDefinition, FormExtension, FormProblem, FormRules, UiSchema } from './types';

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

function mergeUi(base: UiSchema = {}, extension: UiSchema = {}): UiSchema {
  const out: UiSchema = { ...base };
  for (const [key, value] of Object.entries(extension)) {
    if (isUnsafeKey(key)) continue;
    const current = Object.hasOwn(out, key) ? out[key] : undefined;
    out[key] = isObject(current) && isObject(value) ? mergeUi(current, value) : value;
  }
  return out;
}

function mergeRules(base: FormRules = {}, extension: FormRules = {}): FormRules {
  return {
    ...(base.equal || extension.equal ? { equal: [...(base.equal ?? []), ...(extension.equal ?? [])] } : {}),
    ...(base.files || extension.files ? { files: [...(base.files ?? []), ...(extension.files ?? [])] } : {}),
    ...(extension.requiredSummary ?? base.requiredSummary ? { requiredSummary: extension.requiredSummary ?? base.requiredSummary } : {}),
  };
}

/**
 * The extension over the base: new fields are added (an existing field's schema is merged key by
 * key), required lists are united, uiSchema is deep-merged (`ui:order` replaced), rules appended.
 * When the extension adds fields but no order, the new fields follow the base order.
 */
export function mergeForm(base: FormDefinition, extension: FormExtension | undefined): FormDefinition {
  if (!extension) return base;
  const baseProps = base.schema.properties;
  const properties = { ...baseProps };
  for (const [name, field] of Object.entries(extension.schema?.properties ?? {})) {
    if (isUnsafeKey(name)) continue;
    properties[name] = isObject(baseProps[name]) ? { ...baseProps[name], ...field } : field;
  }
  const required = [...new Set([...(base.schema.required ?? []), ...(extension.schema?.required ?? [])])];
  const uiSchema = mergeUi(base.uiSchema, extension.uiSchema);
  const baseOrder = base.uiSchema?.['ui:order'];
  if (!extension.uiSchema?.['ui:order'] && Array.isArray(baseOrder) && !baseOrder.includes('*')) {
    const added = Object.keys(properties).filter((name) => !baseOrder.includes(name));
    if (added.length > 0) uiSchema['ui:order'] = [...baseOrder, ...added];
  }
  const rules = mergeRules(base.rules, extension.rules);
  return {
    ...base,
    schema: { ...base.schema, properties, ...(required.length > 0 ? { required } : {}) },
    uiSchema,
    ...(Object.keys(rules).length > 0 ? { rules } : {}),
    ...(extension.submitLabel ? { submitLabel: extension.submitLabel } : {}),
  };
}

/** Structural problems of a form (JSON pointers relative to the form). Empty when usable. */
export function checkForm(form: FormDefinition): FormProblem[] {
  const problems: FormProblem[] = [];
  const schema = form.schema as unknown;
  if (!isObject(schema) || schema.type !== 'object' || !isObject(schema.properties)) {
    return [{ pointer: '/schema', message: 'The form schema must be an object schema with properties' }];
  }
  const fields = new Set(Object.keys(schema.properties));
  for (const [name, field] of Object.entries(schema.properties)) {
    if (!isObject(field)) problems.push({ pointer: `/schema/properties/${name}`, message: 'A field must be a schema object' });
    else if (typeof field.pattern === 'string') {
      try {
        new RegExp(field.pattern, 'u');
      } catch {
        problems.push({ pointer: `/schema/properties/${name}/pattern`, message: `Invalid pattern ${field.pattern}` });
      }
    }
  }
  const required = Array.isArray(schema.required) ? (schema.required as unknown[]) : [];
  required.forEach((name, i) => {
    if (typeof name !== 'string' || !fields.has(name)) {
      problems.push({ pointer: `/schema/required/${i}`, message: `Required field "${String(name)}" does not exist` });
    }
  });
  const order = form.uiSchema?.['ui:order'];
  if (order !== undefined) {
    if (!Array.isArray(order)) problems.push({ pointer: '/uiSchema/ui:order', message: 'ui:order must be a list' });
    else {
      order.forEach((name, i) => {
        if (name !== '*' && (typeof name !== 'string' || !fields.has(name))) {
          problems.push({ pointer: `/uiSchema/ui:order/${i}`, message: `ui:order names unknown field "${String(name)}"` });
        }
      });
      if (!order.includes('*')) {
        for (const name of fields) {
          if (!order.includes(name)) problems.push({ pointer: '/uiSchema/ui:order', message: `ui:order misses field "${name}"` });
        }
      }
    }
  }
  const ruleFields = [
    ...(form.rules?.equal ?? []).flatMap((r, i) => [
      [r.field, `/rules/equal/${i}/field`],
      [r.to, `/rules/equal/${i}/to`],
    ]),
    ...(form.rules?.files ?? []).map((r, i) => [r.field, `/rules/files/${i}/field`]),
  ];
  for (const [name, pointer] of ruleFields) {
    if (!fields.has(name!)) problems.push({ pointer: pointer!, message: `Rule names unknown field "${name}"` });
  }
  return problems;
}

export type ResolvedForm = { form: FormDefinition; extended: boolean; problems: FormProblem[] };

/**
 * The form to use: the merged form when the extension passes the checks, else the base form with the
 * extension's problems (pointers prefixed with the form name) for the caller to report.
 */
export function resolveForm(name: string, base: FormDefinition, extension: FormExtension | undefined): ResolvedForm {
  if (!extension) return { form: base, extended: false, problems: [] };
  const merged = mergeForm(base, extension);
  const problems = checkForm(merged).map((p) => ({ ...p, pointer: `forms/${name}${p.pointer}` }));
  return problems.length === 0 ? { form: merged, extended: true, problems } : { form: base, extended: false, problems };
}

/** See tidyForm in lib: the rule `preset build`, the studio's export and the registry share. */
export const tidyForm = (form: FormDefinition): FormDefinition => tidyFormData(form);

/** The form without the named fields (a screen that already knows them, e.g. a verified card). */
export function withoutFields(form: FormDefinition, names: readonly string[] | undefined): FormDefinition {
  if (!names?.length || !isObject(form.schema?.properties)) return form;
  const properties = Object.fromEntries(Object.entries(form.schema.properties).filter(([name]) => !names.includes(name)));
  return tidyForm({ ...form, schema: { ...form.schema, properties } });
}

const derivedForms = new WeakMap<FormDefinition, Map<string, FormDefinition>>();

/** `withoutFields`, the same object for the same form and names (a validator is kept per schema object). */
export function formWithout(form: FormDefinition, names: readonly string[] | undefined): FormDefinition {
  if (!names?.length) return form;
  const key = JSON.stringify(names);
  let byNames = derivedForms.get(form);
  if (!byNames) derivedForms.set(form, (byNames = new Map()));
  let derived = byNames.get(key);
  if (!derived) byNames.set(key, (derived = withoutFields(form, names)));
  return derived;
}
