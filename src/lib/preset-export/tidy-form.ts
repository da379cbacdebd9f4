// A form after a patch removed or added fields (the rule `preset build`, the studio's export and the
// portal's form registry share; engine/forms re-exports it for FormDefinition).
const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** The parts of a form definition tidyForm reads. */
export type TidyableForm = {
  schema: { properties?: unknown; required?: unknown };
  uiSchema?: Record<string, unknown>;
  rules?: { equal?: Array<{ field: string; to: string }>; files?: Array<{ field: string }> };
};

/**
 * After a patch removed or added fields: `required`, `ui:order`, per-field uiSchema and rules keep
 * only fields that exist, and a field missing from a `ui:order` without `*` is appended to it. So a
 * patch hides a field with one `remove` of `/schema/properties/<name>`.
 */
export function tidyForm<F extends TidyableForm>(form: F): F {
  if (!isObject(form.schema) || !isObject(form.schema.properties)) return form;
  const fields = new Set(Object.keys(form.schema.properties));
  const has = (name: unknown) => typeof name === 'string' && fields.has(name);
  const schema = { ...form.schema };
  if (Array.isArray(schema.required)) schema.required = schema.required.filter(has);
  const uiSchema: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(form.uiSchema ?? {})) {
    if (key.startsWith('ui:') || fields.has(key)) uiSchema[key] = value;
  }
  const order = uiSchema['ui:order'];
  if (Array.isArray(order)) {
    const kept = order.filter((name) => name === '*' || has(name));
    uiSchema['ui:order'] = kept.includes('*') ? kept : [...kept, ...[...fields].filter((name) => !kept.includes(name))];
  }
  const rules = form.rules && {
    ...form.rules,
    ...(form.rules.equal ? { equal: form.rules.equal.filter((r) => has(r.field) && has(r.to)) } : {}),
    ...(form.rules.files ? { files: form.rules.files.filter((r) => has(r.field)) } : {}),
  };
  return { ...form, schema, ...(form.uiSchema ? { uiSchema } : {}), ...(rules ? { rules } : {}) };
}
