// The preset schema compiled with ajv, as `preset validate` and the studio both use it. The caller
// supplies the schemas (the CLI reads schemas/ from disk, the studio bundles them). ajv compiles with
// `new Function`: Node and the studio's page only, never a member page (docs/deploying.md).
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import draft7MetaSchema from 'ajv/dist/refs/json-schema-draft-07.json' with { type: 'json' };
import addFormats from 'ajv-formats';
import type { Finding } from './findings';
import { schemaFindings } from './schema-findings';

type Schema = Record<string, unknown>;

/** preset.schema.json and every schema it references by $id (sections, common, routes, screens, forms...). */
export type PresetSchemas = { preset: Schema; referenced: readonly Schema[] };

export function compilePresetValidator({ preset, referenced }: PresetSchemas): ValidateFunction {
  const ajv = new Ajv2020({ allErrors: true, allowUnionTypes: true, strict: false, verbose: true });
  ajv.addMetaSchema(draft7MetaSchema);
  addFormats(ajv);
  for (const schema of referenced) ajv.addSchema(schema);
  return ajv.compile(preset);
}

/** Schema findings of a built preset (empty when valid). */
export function checkPresetSchema(validate: ValidateFunction, preset: unknown): Finding[] {
  if (validate(preset)) return [];
  return schemaFindings(validate.errors ?? []);
}
