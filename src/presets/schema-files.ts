// Loads the JSON Schemas of schemas/ for the section codegen and the preset CLI. Schemas owned by
// other modules (screens, forms, routes) may not exist yet: a permissive placeholder with the same
// $id stands in, so every $ref resolves either way.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import type { components } from '@/generated/api';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const schemaDir = path.join(repoRoot, 'schemas');
export const schemaBaseId = 'https://loyalty-portal.dev/schemas/';

export type SectionName = components['schemas']['SectionName'];

/** The config section names: the `SectionName` enum of openapi/wl-v1.yaml is their one declaration. */
export const sectionNames: readonly SectionName[] = (
  parse(readFileSync(path.join(repoRoot, 'openapi/wl-v1.yaml'), 'utf8')) as {
    components: { schemas: { SectionName: { enum: SectionName[] } } };
  }
).components.schemas.SectionName.enum;

export type JsonSchema = { $id: string } & Record<string, unknown>;

/** Schemas owned by other modules that section or preset schemas reference by $id. */
export const externalSchemaNames = ['routes', 'screens', 'forms'] as const;

function readSchema(file: string): JsonSchema {
  const schema = JSON.parse(readFileSync(file, 'utf8')) as JsonSchema;
  if (typeof schema.$id !== 'string') throw new Error(`${path.relative(repoRoot, file)} has no $id`);
  return schema;
}

export function sectionSchemaId(name: string): string {
  return `${schemaBaseId}sections/${name}.schema.json`;
}

export function loadSectionSchemas(): { common: JsonSchema; sections: Record<SectionName, JsonSchema> } {
  const dir = path.join(schemaDir, 'sections');
  const common = readSchema(path.join(dir, 'common.schema.json'));
  const sections = Object.fromEntries(
    sectionNames.map((name) => [name, readSchema(path.join(dir, `${name}.schema.json`))]),
  ) as Record<SectionName, JsonSchema>;
  return { common, sections };
}

export function loadPortalConfigSchema(): JsonSchema {
  return readSchema(path.join(schemaDir, 'portal-config.schema.json'));
}

export function loadPresetSchema(): JsonSchema {
  return readSchema(path.join(schemaDir, 'preset.schema.json'));
}

/**
 * The generated part of the screens schema (src/generated/blocks.schema.json, written by
 * scripts/codegen/blocks.ts, which runs before the generators that compile validators).
 */
export const blocksSchemaFile = path.join(repoRoot, 'src/generated/blocks.schema.json');

/** Every other top-level schema in schemas/ (routes, screens, forms and whatever they reference), and the generated blocks part. */
export function loadExternalSchemas(): { schemas: JsonSchema[]; missing: string[] } {
  const own = new Set(['preset.schema.json', 'portal-config.schema.json']);
  const schemas = readdirSync(schemaDir)
    .filter((f) => f.endsWith('.schema.json') && !own.has(f))
    .sort()
    .map((f) => readSchema(path.join(schemaDir, f)));
  if (!existsSync(blocksSchemaFile)) throw new Error('src/generated/blocks.schema.json is missing: run `npm run codegen`');
  schemas.push(readSchema(blocksSchemaFile));
  const ids = new Set(schemas.map((s) => s.$id));
  const missing: string[] = [];
  for (const name of externalSchemaNames) {
    const id = `${schemaBaseId}${name}.schema.json`;
    if (ids.has(id)) continue;
    missing.push(name);
    schemas.push({ $id: id, type: 'object', description: `Placeholder: schemas/${name}.schema.json is absent.` });
  }
  return { schemas, missing };
}

export function externalSchemaExists(name: (typeof externalSchemaNames)[number]): boolean {
  return existsSync(path.join(schemaDir, `${name}.schema.json`));
}
