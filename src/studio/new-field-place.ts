// Where the studio's "Add field" puts a new field in a form's `ui:order`.

/**
 * A form ends with its checkboxes (consents, agreements) right above the submit button: a new
 * field that is not itself a checkbox goes before that trailing run of boolean fields, a new
 * checkbox goes last. `order` is the form's field order as shown; `types` each field's schema type.
 */
export function orderWithNewField(order: readonly string[], types: Readonly<Record<string, unknown>>, field: string, type: unknown): string[] {
  if (type === 'boolean') return [...order, field];
  let at = order.length;
  while (at > 0 && types[order[at - 1] as string] === 'boolean') at -= 1;
  return [...order.slice(0, at), field, ...order.slice(at)];
}
