// Validates a built preset against schemas/preset.schema.json, which references every section
// schema and the routes, screens and forms schemas by $id. The compile and the messages live in
// src/lib/preset-check/ (the studio runs the same); this file reads the schemas from disk.
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { checkPresetSchema, compilePresetValidator } from '@/lib/preset-check/preset-validator';
import { loadExternalSchemas, loadPresetSchema, loadSectionSchemas, sectionNames } from '../codegen/schema-files.ts';
import type { BuiltPreset } from './build.ts';
import type { Finding } from './findings.ts';

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
