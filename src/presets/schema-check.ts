// Validates a built preset against schemas/preset.schema.json, which references every section
// schema and the routes, screens and forms schemas by $id. The compile and the messages live in
// src/lib/preset-check/ (the studio runs the same); this file reads the schemas from disk.
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { compilePresetValidator } from '@/lib/preset-check/preset-validator';
import { checkPresetSchema } from '@/lib/preset-check/schema-findings';
import { checkGeneralKeys as checkGeneral } from '@/lib/preset-check/schema-names';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadExternalSchemas, loadPresetSchema, loadSectionSchemas, schemaDir, sectionNames } from './schema-files';
import type { BuiltPreset } from './build';
import type { Finding } from './findings';

let compiled: ValidateFunction | undefined;

function presetValidator(): ValidateFunction {
  if (compiled) return compiled;
  const { common, sections } = loadSectionSchemas();
  compiled = compilePresetValidator({
    preset: loadPresetSchema(),
    referenced: [common, ...sectionNames.map((name) => sections[name]), ...loadExternalSchemas().schemas],
  });
  return compiled;
}

export function checkSchema(preset: BuiltPreset): Finding[] {
  return checkPresetSchema(presetValidator(), preset);
}

/** general.json keys close to one the portal reads (src/lib/preset-check/schema-names.ts). */
export function checkGeneralKeys(preset: BuiltPreset): Finding[] {
  return checkGeneral(preset, JSON.parse(readFileSync(path.join(schemaDir, 'preset-general.schema.json'), 'utf8')) as { properties?: object });
}
