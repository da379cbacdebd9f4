// A section schema made ready for rjsf: the shared definitions of common.schema.json bundled in
// (rjsf resolves local $refs only), and a uiSchema that picks the studio's widgets from the schema
// (schema-ui.ts).
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { schemaByFile } from './check';
import { isObject, suggestDeclared, uiFor } from './schema-ui';
import { schemaWords } from './schema-words';
import type { StudioT } from './studio-i18n';

type Schema = Record<string, unknown>;

const COMMON = 'common.schema.json#/$defs/';
/** Parts edited elsewhere in the studio, by the schema a section refers to, as the studio's text that says where. */
const ELSEWHERE: Record<string, 'section.screensElsewhere' | 'section.formsElsewhere'> = {
  'https://loyalty-portal.dev/schemas/screens.schema.json': 'section.screensElsewhere',
  'https://loyalty-portal.dev/schemas/forms.schema.json': 'section.formsElsewhere',
};

function rewrite(node: unknown, t: StudioT): unknown {
  if (Array.isArray(node)) return node.map((item) => rewrite(item, t));
  if (!isObject(node)) return node;
  const ref = node.$ref;
  const elsewhere = typeof ref === 'string' ? ELSEWHERE[ref] : undefined;
  if (elsewhere) return { type: 'object', description: t(elsewhere) };
  const out: Schema = {};
  for (const [key, value] of Object.entries(node)) {
    out[key] = key === '$ref' && typeof value === 'string' && value.startsWith(COMMON) ? `#/$defs/${value.slice(COMMON.length)}` : rewrite(value, t);
  }
  return out;
}

/** By section and studio language (the schema carries the studio's words for the parts edited elsewhere). */
const bundled = new Map<string, RJSFSchema>();

export function sectionSchema(name: string, t: StudioT): RJSFSchema {
  const cacheKey = `${name}\n${t('section.screensElsewhere')}`;
  let schema = bundled.get(cacheKey);
  if (!schema) {
    const own = schemaByFile[`${name}.schema.json`] ?? { type: 'object' };
    const common = schemaByFile['common.schema.json'] ?? {};
    const { $schema: _s, $id: _i, ...rest } = suggestDeclared(rewrite(own, t)) as Schema;
    schema = { ...rest, $defs: { ...(rewrite(common.$defs ?? {}, t) as Schema), ...(isObject(rest.$defs) ? rest.$defs : {}) } } as RJSFSchema;
    bundled.set(cacheKey, schema);
  }
  return schema;
}

export function sectionUiSchema(name: string, t: StudioT): UiSchema {
  const schema = sectionSchema(name, t) as Schema;
  const defs = { prefix: '#/$defs/', defs: (schema.$defs ?? {}) as Schema };
  const ui: UiSchema = { ...uiFor(schema, defs, undefined, { say: schemaWords(), scope: name }), 'ui:submitButtonOptions': { norender: true } };
  // The channel language has one editor, Translations -> Languages of the channel, which sets
  // general.json GENERAL.lang and this field together (withChannelLanguage): read-only here.
  if (name === 'GENERAL') ui.lang = { ...(ui.lang as UiSchema), 'ui:readonly': true, 'ui:description': t('section.langNotRead') };
  return ui;
}
