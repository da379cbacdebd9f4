// Blocks of a preset's screens against the block list and props schemas of screens.schema.json. The
// schema lets any kebab-case type and any extra prop pass (the portal shows an "Unknown block" note
// and ignores the prop), so a misspelt type or prop would go unnoticed: here each is an error with
// the closest known name.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { didYouMean } from '@/lib/preset-check/did-you-mean';
import { repoRoot } from '../codegen/schema-files.ts';
import { isObject, type BuiltPreset, type Json } from './build.ts';
import type { Finding } from './findings.ts';

type Schema = Json & { properties?: Record<string, Json>; items?: Json; $ref?: string };
type ScreensSchema = { definitions: Record<string, Schema> & { block: { allOf?: Json[] } } };

export const screensSchemaFile = path.join(repoRoot, 'schemas/screens.schema.json');

/** Block type (and alias) -> its props schema, read from the `if type const|enum then props $ref` rules. */
function propsByType(schema: ScreensSchema): Map<string, Schema> {
  const out = new Map<string, Schema>();
  for (const rule of schema.definitions.block.allOf ?? []) {
    const type = (rule as { if?: { properties?: { type?: { const?: unknown; enum?: unknown } } } }).if?.properties?.type;
    const ref = (rule as { then?: { properties?: { props?: { $ref?: unknown } } } }).then?.properties?.props?.$ref;
    const props = typeof ref === 'string' ? schema.definitions[ref.replace('#/definitions/', '')] : undefined;
    const names = [type?.const, ...(Array.isArray(type?.enum) ? type.enum : [])].filter((n): n is string => typeof n === 'string');
    if (props) for (const name of names) out.set(name, props);
  }
  return out;
}

const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** Unknown keys of `value` where `schema` lists its properties and says nothing about others. */
function unknownKeys(value: unknown, schema: Schema | undefined, pointer: string, defs: Record<string, Schema>, findings: Finding[]) {
  const resolved = schema?.$ref?.startsWith('#/definitions/') ? defs[schema.$ref.slice('#/definitions/'.length)] : schema;
  if (!resolved) return;
  if (Array.isArray(value)) {
    if (isObject(resolved.items)) value.forEach((item, i) => unknownKeys(item, resolved.items as Schema, `${pointer}/${i}`, defs, findings));
    return;
  }
  if (!isObject(value) || !isObject(resolved.properties)) return;
  const open = 'additionalProperties' in resolved || 'patternProperties' in resolved;
  for (const [key, child] of Object.entries(value)) {
    const known = resolved.properties[key];
    if (known) unknownKeys(child, known, `${pointer}/${escape(key)}`, defs, findings);
    else if (!open) {
      findings.push({ severity: 'error', check: 'schema', pointer: `${pointer}/${escape(key)}`, message: `unknown key "${key}"${didYouMean(key, Object.keys(resolved.properties))}` });
    }
  }
}

export function checkBlocks(preset: BuiltPreset, file: string = screensSchemaFile): Finding[] {
  const schema = JSON.parse(readFileSync(file, 'utf8')) as ScreensSchema;
  const types = propsByType(schema);
  const findings: Finding[] = [];
  const walk = (block: unknown, pointer: string) => {
    if (!isObject(block)) return;
    if (typeof block.type === 'string' && !types.has(block.type)) {
      findings.push({ severity: 'error', check: 'schema', pointer: `${pointer}/type`, message: `unknown block type "${block.type}"${didYouMean(block.type, types.keys())}: the portal shows "Unknown block" in its place` });
    } else if (typeof block.type === 'string') unknownKeys(block.props, types.get(block.type), `${pointer}/props`, schema.definitions, findings);
    if (Array.isArray(block.children)) block.children.forEach((child, i) => walk(child, `${pointer}/children/${i}`));
  };
  for (const [name, screen] of Object.entries(preset.screens ?? {})) {
    const blocks = isObject(screen) ? screen.blocks : undefined;
    if (Array.isArray(blocks)) blocks.forEach((block, i) => walk(block, `/screens/${name}/blocks/${i}`));
  }
  return findings;
}
