// Section config codegen: TypeScript types (json-schema-to-ts) and precompiled ajv validators
// (standalone ESM) from schemas/sections/*.schema.json and schemas/portal-config.schema.json.
// The browser imports only the generated validator code and a few tiny ajv runtime helpers: no
// schema compiler, no eval, so the portal runs under a CSP without 'unsafe-eval'.
import Ajv2020 from 'ajv/dist/2020.js';
import standaloneCode from 'ajv/dist/standalone/index.js';
import draft7MetaSchema from 'ajv/dist/refs/json-schema-draft-07.json' with { type: 'json' };
import { banner, type Output } from './output.ts';
import {
  loadExternalSchemas,
  loadPortalConfigSchema,
  loadSectionSchemas,
  schemaBaseId,
  sectionNames,
  type JsonSchema,
  type SectionName,
} from '../../src/presets/schema-files.ts';

const typeNames: Record<SectionName, string> = {
  VISUAL: 'VisualSection',
  MENU: 'MenuSection',
  GENERAL: 'GeneralSection',
  COUPON: 'CouponSection',
  FOOTER: 'FooterSection',
  HEADER: 'HeaderSection',
  SIDEBAR: 'SidebarSection',
  REGISTER: 'RegisterSection',
  MEMBER_AUTHENTICATION: 'MemberAuthenticationSection',
  SETTINGS: 'SettingsSection',
};

const camel = (name: string) => name.toLowerCase().replace(/[_-]([a-z])/g, (_, c: string) => c.toUpperCase());
const constName = (name: string) => `${camel(name)}Schema`;

/** Options every compiled validator shares; the runtime relies on allErrors and useDefaults. */
export function validatorAjvOptions() {
  return { allErrors: true, useDefaults: true, allowUnionTypes: true, strict: true } as const;
}

function newAjv(schemas: JsonSchema[]) {
  // messages: false and stripped annotations keep the shipped code small; the runtime words its own
  // messages from keyword + params. inlineRefs: false compiles each shared $def once.
  const ajv = new Ajv2020({
    ...validatorAjvOptions(),
    messages: false,
    inlineRefs: false,
    // Format checks would need ajv-formats code in the bundle; section schemas use none, and the
    // screens/forms owners and the preset CLI (ajv-formats) check formats of their overrides.
    validateFormats: false,
    code: { esm: true, source: true, lines: false },
  });
  // Schemas of other modules may declare draft-07; its keywords are a subset ajv 2020 still runs.
  ajv.addMetaSchema(draft7MetaSchema);
  for (const schema of schemas) ajv.addSchema(stripAnnotations(schema) as JsonSchema);
  return ajv;
}

// `x-follows` / `x-legible-on`: which colours follow the primary (scripts/codegen/following-colours.ts).
const annotations = new Set(['title', 'description', '$comment', 'examples', 'x-follows', 'x-legible-on']);
const schemaMaps = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);
const schemaLists = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems']);
const schemaValues = new Set(['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains', 'propertyNames', 'unevaluatedProperties', 'unevaluatedItems', 'additionalItems']);

/** Drops annotation keywords (never property names: walks only schema positions). */
export function stripAnnotations(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(stripAnnotations);
  if (!schema || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (annotations.has(key)) continue;
    if (schemaMaps.has(key) && value && typeof value === 'object') {
      out[key] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, stripAnnotations(v)]));
    } else if (schemaLists.has(key) || schemaValues.has(key)) {
      out[key] = stripAnnotations(value);
    } else {
      out[key] = value;
    }
  }
  return out;
}

// ajv's ESM output still loads its runtime helpers with require(). Turn each into an import that
// works in both bundlers (CJS default interop) and Node ESM (module.exports as default).
function toEsm(code: string): string {
  const imports: string[] = [];
  const body = code.replace(
    /const (\w+) = require\("(ajv\/dist\/runtime\/[\w-]+)"\)\.default;/g,
    (_, local: string, mod: string) => {
      imports.push(`import * as ${local}Module from "${mod}.js";`);
      return `const ${local} = ${local}Module.default.default ?? ${local}Module.default;`;
    },
  );
  if (/require\(/.test(body)) throw new Error('Standalone validator code still requires a module it cannot import');
  return [...new Set(imports)].join('\n') + (imports.length ? '\n' : '') + body.replace(/^"use strict";/, '');
}

function validatorFiles(file: string, exports: Record<string, string>, schemas: JsonSchema[], docs: string): Output[] {
  const code = toEsm(standaloneCode(newAjv(schemas), exports));
  const names = Object.keys(exports);
  const dts = [
    banner.trimEnd(),
    docs,
    "import type { ErrorObject } from 'ajv';",
    '',
    '/** A precompiled validator: fills defaults into `data` (mutates it) and sets `errors`. */',
    'export interface PrecompiledValidator {',
    '  (data: unknown): boolean;',
    '  errors?: ErrorObject[] | null;',
    '}',
    '',
    ...names.map((name) => `export declare const ${name}: PrecompiledValidator;`),
    '',
  ].join('\n');
  return [
    { file: `${file}.js`, content: `${banner}/* eslint-disable */\n${code}\n` },
    { file: `${file}.d.ts`, content: dts },
  ];
}

/**
 * json-schema-to-ts resolves '#/...' against the schema being typed, not against the referenced
 * schema that holds it; absolute refs resolve everywhere, so the type consts carry absolute ones.
 */
export function absoluteRefs(schema: unknown, base: string): unknown {
  if (Array.isArray(schema)) return schema.map((item) => absoluteRefs(item, base));
  if (!schema || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string' ? new URL(value, base).href : absoluteRefs(value, base),
    ]),
  );
}

// Screens and forms belong to other modules (recursive block trees overwhelm json-schema-to-ts):
// in the types they are opaque objects; the validators still check them against their schemas.
const opaqueExternal = (schema: unknown): unknown => {
  if (Array.isArray(schema)) return schema.map(opaqueExternal);
  if (!schema || typeof schema !== 'object') return schema;
  const ref = (schema as { $ref?: unknown }).$ref;
  if (typeof ref === 'string' && /\/schemas\/(screens|forms|routes)\.schema\.json/.test(ref)) {
    return { type: 'object', description: `Shape: ${ref}` };
  }
  return Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, opaqueExternal(v)]));
};

/** The names alone, small enough for the boot path and the demo backend. */
function sectionNamesFile(): string {
  return [
    banner.trimEnd(),
    '// The config section names, from the SectionName enum of openapi/wl-v1.yaml.',
    `export const sectionNames = ${JSON.stringify(sectionNames)} as const;`,
    'export type SectionName = (typeof sectionNames)[number];',
    '',
  ].join('\n');
}

function typesFile(common: JsonSchema, sections: Record<SectionName, JsonSchema>, portal: JsonSchema): string {
  const lit = (schema: JsonSchema) => JSON.stringify(opaqueExternal(absoluteRefs(schema, schema.$id)), null, 2);
  const lines = [
    banner.trimEnd(),
    '// Section schemas `as const` and the types json-schema-to-ts derives from them. Fields with a',
    '// default are required in these types: validation (useDefaults) always fills them.',
    "import type { FromSchema } from 'json-schema-to-ts';",
    '',
    "export { sectionNames, type SectionName } from './section-names';",
    '',
    `export const commonSchema = ${lit(common)} as const;`,
    '',
    ...sectionNames.map((name) => `export const ${constName(name)} = ${lit(sections[name])} as const;\n`),
    `export const portalConfigSchema = ${lit(portal)} as const;`,
    '',
    'type Refs = { references: [typeof commonSchema] };',
    '',
    ...sectionNames.map((name) => `export type ${typeNames[name]} = FromSchema<typeof ${constName(name)}, Refs>;`),
    '',
    '/** Every section, complete (defaults filled), keyed by name. */',
    'export type Sections = {',
    ...sectionNames.map((name) => `  ${name}: ${typeNames[name]};`),
    '};',
    '',
    '/** portal.config.json: the runtime settings of one deployment. */',
    'export type PortalSettings = FromSchema<typeof portalConfigSchema>;',
    '',
  ];
  return lines.join('\n');
}

export async function generate(): Promise<Output[]> {
  const { common, sections } = loadSectionSchemas();
  const portal = loadPortalConfigSchema();
  const { schemas: external } = loadExternalSchemas();
  const sectionExports = Object.fromEntries(sectionNames.map((name) => [name, sections[name].$id]));
  // The boot path checks SETTINGS.screens / .forms only as objects; their full validation (the
  // screens and forms schemas, about as big again) is a separate module loaded when overrides apply.
  const bootSections = sectionNames.map((n) => opaqueExternal(sections[n]) as JsonSchema);
  return [
    { file: 'section-names.ts', content: sectionNamesFile() },
    { file: 'sections.ts', content: typesFile(common, sections, portal) },
    ...validatorFiles(
      'sections-validators',
      sectionExports,
      [common, ...bootSections],
      '// One precompiled validator per remote config section, exported under the section name.\n' +
        '// SETTINGS.screens / SETTINGS.forms entries are checked as objects here; see sections-validators-overrides.',
    ),
    ...validatorFiles(
      'sections-validators-overrides',
      { screen: `${schemaBaseId}screens.schema.json`, form: `${schemaBaseId}forms.schema.json`, routes: `${schemaBaseId}routes.schema.json` },
      external,
      '// Precompiled validators of one screen / one form / the route table (schemas/screens.schema.json,\n' +
        '// forms.schema.json, routes.schema.json), for the channel\'s served structure and SETTINGS overrides.\n' +
        '// Import it lazily: boot starts loading it beside the config calls.',
    ),
    ...validatorFiles(
      'validators-portal-settings',
      { validatePortalSettings: portal.$id },
      [portal],
      '// Precompiled validator of portal.config.json.',
    ),
  ];
}
