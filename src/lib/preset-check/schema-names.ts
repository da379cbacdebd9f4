// The two checks of names the preset schema lets pass, shared by `preset validate` (which reads the
// schemas from disk) and the studio (which bundles them): a general.json key close to one the portal
// reads, and a block type or prop that no block declares. Each is an error with the closest name.
import { isObject, type BuiltPreset, type Json } from './built-preset';
import { closest, didYouMean } from './did-you-mean';
import type { Finding } from './findings';

type Schema = Json & { properties?: Record<string, Json>; items?: Json; $ref?: string };
/** schemas/screens.schema.json as far as these checks read it. */
export type ScreensSchema = { definitions: Record<string, Schema> & { block: { allOf?: Json[] } } };

const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * general.json may hold any dotted key a backend serves, so only a key close to one the portal reads
 * (`GENERAL.lnag`) is reported: the portal would not see the value. `generalSchema`:
 * schemas/preset-general.schema.json.
 */
export function checkGeneralKeys(preset: BuiltPreset, generalSchema: { properties?: object }): Finding[] {
  const known = Object.keys(generalSchema.properties ?? {}).filter((k) => k !== '$schema');
  return Object.keys(preset.general ?? {}).flatMap((key) => {
    const match = known.includes(key) ? undefined : closest(key, known);
    if (!match) return [];
    return [{ severity: 'error' as const, check: 'schema', pointer: `/general/${escape(key)}`, message: `unknown key "${key}" (did you mean "${match}"?): the portal reads only "${match}"` }];
  });
}

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

/**
 * Blocks of the preset's screens against the block list and props schemas of screens.schema.json.
 * The schema lets any kebab-case type and any extra prop pass (the portal shows an "Unknown block"
 * note and ignores the prop), so a misspelt type or prop would go unnoticed without this.
 */
export function checkBlocks(preset: BuiltPreset, schema: ScreensSchema): Finding[] {
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
