// A section schema made ready for rjsf: the shared definitions of common.schema.json bundled in
// (rjsf resolves local $refs only), and a uiSchema that picks the studio's widgets from the schema:
// colour fields get the picker, booleans the switch, every field a label in words.
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { schemaByFile } from './check';

type Schema = Record<string, unknown>;
const isObject = (v: unknown): v is Schema => typeof v === 'object' && v !== null && !Array.isArray(v);

const COMMON = 'common.schema.json#/$defs/';
const ELSEWHERE: Record<string, string> = {
  'https://loyalty-portal.dev/schemas/screens.schema.json': 'Screens are edited in the Screens tab.',
  'https://loyalty-portal.dev/schemas/forms.schema.json': 'Forms are edited in the Forms tab.',
};

function rewrite(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(rewrite);
  if (!isObject(node)) return node;
  const ref = node.$ref;
  if (typeof ref === 'string' && ELSEWHERE[ref]) return { type: 'object', description: ELSEWHERE[ref] };
  const out: Schema = {};
  for (const [key, value] of Object.entries(node)) {
    out[key] = key === '$ref' && typeof value === 'string' && value.startsWith(COMMON) ? `#/$defs/${value.slice(COMMON.length)}` : rewrite(value);
  }
  return out;
}

const bundled = new Map<string, RJSFSchema>();

export function sectionSchema(name: string): RJSFSchema {
  let schema = bundled.get(name);
  if (!schema) {
    const own = schemaByFile[`${name}.schema.json`] ?? { type: 'object' };
    const common = schemaByFile['common.schema.json'] ?? {};
    const { $schema: _s, $id: _i, ...rest } = rewrite(own) as Schema;
    schema = { ...rest, $defs: { ...(rewrite(common.$defs ?? {}) as Schema), ...(isObject(rest.$defs) ? rest.$defs : {}) } } as RJSFSchema;
    bundled.set(name, schema);
  }
  return schema;
}

export const words = (key: string) => {
  const text = key.replace(/[_-]+/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').trim().toLowerCase();
  return text.charAt(0).toUpperCase() + text.slice(1);
};

function resolve(node: Schema, defs: Schema): { node: Schema; ref?: string } {
  const ref = typeof node.$ref === 'string' ? node.$ref : undefined;
  if (ref?.startsWith('#/$defs/')) {
    const target = defs[ref.slice('#/$defs/'.length)];
    if (isObject(target)) return { node: { ...resolve(target, defs).node, ...node }, ref };
  }
  return { node, ref };
}

function uiFor(raw: Schema, defs: Schema, key: string | undefined, depth: number): UiSchema {
  const { node, ref } = resolve(raw, defs);
  const ui: UiSchema = {};
  if (key !== undefined) ui['ui:title'] = words(key);
  if (depth > 8) return ui;
  if (ref === '#/$defs/color') ui['ui:widget'] = 'color';
  else if (node.type === 'boolean') ui['ui:widget'] = 'switch';
  if (isObject(node.properties)) {
    for (const [child, value] of Object.entries(node.properties)) {
      if (child === '$schema') ui[child] = { 'ui:widget': 'hidden' };
      else if (isObject(value)) ui[child] = uiFor(value, defs, child, depth + 1);
    }
  }
  if (isObject(node.items)) ui.items = uiFor(node.items, defs, undefined, depth + 1);
  return ui;
}

export function sectionUiSchema(name: string): UiSchema {
  const schema = sectionSchema(name) as Schema;
  return { ...uiFor(schema, (schema.$defs ?? {}) as Schema, undefined, 0), 'ui:submitButtonOptions': { norender: true } };
}
