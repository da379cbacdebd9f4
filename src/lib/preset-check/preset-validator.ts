// The preset schema compiled with ajv, as `preset validate` and the studio both use it. The caller
// supplies the schemas (the CLI reads schemas/ from disk). ajv compiles with `new Function`: Node
// only; the studio runs the same validator precompiled by codegen (src/generated/preset-validator.js).
import Ajv2020, { type CodeOptions, type ValidateFunction } from 'ajv/dist/2020.js';
import draft7MetaSchema from 'ajv/dist/refs/json-schema-draft-07.json' with { type: 'json' };
import addFormats from 'ajv-formats';

type Schema = Record<string, unknown>;

/** preset.schema.json and every schema it references by $id (sections, common, routes, screens, forms...). */
export type PresetSchemas = { preset: Schema; referenced: readonly Schema[] };

/** The CLI's ajv with the referenced schemas; codegen passes `code` to precompile it for the studio. */
export function newPresetAjv(referenced: readonly Schema[], code?: CodeOptions): Ajv2020 {
  const ajv = new Ajv2020({ allErrors: true, allowUnionTypes: true, strict: false, verbose: true, ...(code ? { code } : {}) });
  ajv.addMetaSchema(draft7MetaSchema);
  addFormats(ajv);
  for (const schema of referenced) ajv.addSchema(schema);
  return ajv;
}

export function compilePresetValidator({ preset, referenced }: PresetSchemas): ValidateFunction {
  return newPresetAjv(referenced).compile(preset);
}
