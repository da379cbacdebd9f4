// A section schema made ready for rjsf: the shared definitions of common.schema.json bundled in
// (rjsf resolves local $refs only), and a uiSchema that picks the studio's widgets from the schema
// (schema-ui.ts).
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { schemaByFile } from './check';
import { isObject, suggestDeclared, uiFor } from './schema-ui';

type Schema = Record<string, unknown>;

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
    const { $schema: _s, $id: _i, ...rest } = suggestDeclared(rewrite(own)) as Schema;
    schema = { ...rest, $defs: { ...(rewrite(common.$defs ?? {}) as Schema), ...(isObject(rest.$defs) ? rest.$defs : {}) } } as RJSFSchema;
    bundled.set(name, schema);
  }
  return schema;
}

export function sectionUiSchema(name: string): UiSchema {
  const schema = sectionSchema(name) as Schema;
  const ui: UiSchema = { ...uiFor(schema, { prefix: '#/$defs/', defs: (schema.$defs ?? {}) as Schema }, undefined), 'ui:submitButtonOptions': { norender: true } };
  // The channel language has one place, Translations -> Languages of the channel (general.json GENERAL.lang).
  if (name === 'GENERAL') ui.lang = { ...(ui.lang as UiSchema), 'ui:description': 'Not read by the portal: the channel language is chosen under Translations, Languages of the channel. Leave this empty.' };
  return ui;
}
