// Validates a built preset against schemas/preset.schema.json, which references every section
// schema and the routes, screens and forms schemas by $id. Uses ajv at run time (Node only).
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import draft7MetaSchema from 'ajv/dist/refs/json-schema-draft-07.json' with { type: 'json' };
import { loadExternalSchemas, loadPresetSchema, loadSectionSchemas, sectionNames } from '../codegen/schema-files.ts';
import type { BuiltPreset } from './build.ts';
import { didYouMean } from './did-you-mean.ts';
import type { Finding } from './findings.ts';

let compiled: ValidateFunction | undefined;

function presetValidator(): ValidateFunction {
  if (compiled) return compiled;
  const ajv = new Ajv2020({ allErrors: true, allowUnionTypes: true, strict: false, verbose: true });
  ajv.addMetaSchema(draft7MetaSchema);
  addFormats(ajv);
  const { common, sections } = loadSectionSchemas();
  ajv.addSchema(common);
  for (const name of sectionNames) ajv.addSchema(sections[name]);
  for (const schema of loadExternalSchemas().schemas) ajv.addSchema(schema);
  compiled = ajv.compile(loadPresetSchema());
  return compiled;
}

const firstSentence = (text: unknown) => (typeof text === 'string' ? text.split(/\.(\s|$)/)[0] : undefined);
const show = (value: unknown) => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
};

function pointerOf(error: ErrorObject): string {
  const p = error.params as Record<string, unknown>;
  const key = error.keyword === 'additionalProperties' ? p.additionalProperty : (error as { propertyName?: string }).propertyName;
  return typeof key === 'string' ? `${error.instancePath}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}` : error.instancePath;
}

function messageOf(error: ErrorObject): string {
  const p = error.params as Record<string, unknown>;
  if (error.keyword === 'additionalProperties') {
    const known = Object.keys((error.parentSchema as { properties?: object } | undefined)?.properties ?? {}).filter((k) => k !== '$schema');
    return `unknown key "${String(p.additionalProperty)}"${didYouMean(String(p.additionalProperty), known)}`;
  }
  if ((error as { propertyName?: string }).propertyName !== undefined) return `key name ${error.message ?? 'is invalid'}`;
  if (error.keyword === 'pattern') {
    const expected = firstSentence((error.parentSchema as { description?: unknown } | undefined)?.description);
    return `${show(error.data)} has an invalid format${expected ? `: expected ${expected}` : ''}`;
  }
  if (error.keyword === 'enum') return `${show(error.data)} must be one of: ${(p.allowedValues as unknown[]).join(', ')}`;
  return `${error.message ?? error.keyword}${error.keyword === 'type' ? ` (got ${show(error.data)})` : ''}`;
}

const combinators = new Set(['if', 'anyOf', 'oneOf', 'allOf', 'not']);

export function checkSchema(preset: BuiltPreset): Finding[] {
  const validate = presetValidator();
  if (validate(preset)) return [];
  const errors = validate.errors ?? [];
  const seen = new Set<string>();
  const findings: Finding[] = [];
  for (const error of errors) {
    const pointer = pointerOf(error);
    // if/anyOf... only summarise deeper errors: keep one when it stands alone.
    if (combinators.has(error.keyword) && errors.some((e) => e !== error && !combinators.has(e.keyword) && pointerOf(e).startsWith(pointer))) continue;
    const message = messageOf(error);
    if (seen.has(pointer + message)) continue;
    seen.add(pointer + message);
    findings.push({ severity: 'error', check: 'schema', pointer, message });
  }
  return findings;
}
