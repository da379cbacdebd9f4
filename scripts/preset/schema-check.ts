// Validates a built preset against schemas/preset.schema.json, which references every section
// schema and the routes, screens and forms schemas by $id. The compile and the messages live in
// src/lib/preset-check/ (the studio runs the same); this file reads the schemas from disk.
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { closest } from '@/lib/preset-check/did-you-mean';
import { checkPresetSchema, compilePresetValidator } from '@/lib/preset-check/preset-validator';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadExternalSchemas, loadPresetSchema, loadSectionSchemas, schemaDir, sectionNames } from '../codegen/schema-files.ts';
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

/**
 * general.json may hold any dotted key a backend serves, so only a key close to one the portal reads
 * (`GENERAL.lnag`) is reported: the portal would not see the value.
 */
export function checkGeneralKeys(preset: BuiltPreset): Finding[] {
  const schema = JSON.parse(readFileSync(path.join(schemaDir, 'preset-general.schema.json'), 'utf8')) as { properties?: object };
  const known = Object.keys(schema.properties ?? {}).filter((k) => k !== '$schema');
  return Object.keys(preset.general ?? {}).flatMap((key) => {
    const match = known.includes(key) ? undefined : closest(key, known);
    if (!match) return [];
    return [{ severity: 'error' as const, check: 'schema', pointer: `/general/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`, message: `unknown key "${key}" (did you mean "${match}"?): the portal reads only "${match}"` }];
  });
}
