// Which data a form holds: its own fields only. Operator-added fields are stored in params_v2 under
// their normalised key (`fuelType` -> `fuel_type`), so a field shows the value stored under its
// name or, failing that, under its normalised name.
import { deepEquals } from '@rjsf/utils';
import { normaliseParamKey } from '@/lib/api/params-v2';
import type { FormData, FormDefinition, FormExtension } from './types';

/** The field names of a form and its extension. */
export function fieldNames(definition: FormDefinition, extension?: FormExtension): string[] {
  return [...new Set([...Object.keys(definition.schema.properties ?? {}), ...Object.keys(extension?.schema?.properties ?? {})])];
}

/** Pre-fill: `data`, plus each field absent from it read from its normalised key. */
export function prefill(data: FormData | undefined, fields: readonly string[]): FormData {
  const out: FormData = { ...data };
  for (const field of fields) {
    if (out[field] !== undefined) continue;
    const stored = data?.[normaliseParamKey(field)];
    if (stored !== undefined) out[field] = stored;
  }
  return out;
}

/** The fields whose value differs between two states of a form's data. */
export function changedFields(before: FormData, after: FormData): string[] {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((field) => !deepEquals(before[field], after[field]));
}

/**
 * A pre-fill that comes after the form is shown (a form hydrated empty): its values (`prefill`) for
 * the fields the member has not changed; a field typed into, even emptied again, keeps what it holds.
 */
export function prefillUntouched(data: FormData, fields: readonly string[], changed: ReadonlySet<string>): FormData {
  const values = prefill(data, fields);
  return Object.fromEntries(fields.filter((field) => !changed.has(field) && values[field] !== undefined).map((field) => [field, values[field]]));
}

/** What a submit sends: the form's fields, never the rest of the pre-filled record (ids, points...). */
export function onlyFields(data: FormData, fields: readonly string[]): FormData {
  return Object.fromEntries(Object.entries(data).filter(([name]) => fields.includes(name)));
}
