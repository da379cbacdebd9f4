// Which data a form holds: its own fields only. Operator-added fields are stored in params_v2 under
// their normalised key (`fuelType` -> `fuel_type`), so a field shows the value stored under its
// name or, failing that, under its normalised name.
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

/** What a submit sends: the form's fields, never the rest of the pre-filled record (ids, points...). */
export function onlyFields(data: FormData, fields: readonly string[]): FormData {
  return Object.fromEntries(Object.entries(data).filter(([name]) => fields.includes(name)));
}
