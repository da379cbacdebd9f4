// Every word of every generated form (each section, each block's props, a form field's rules and
// display, a route's settings) has a translation in each language the studio speaks; the test prints
// what has none. English is the schema itself (en_GB reads it through en).
import { describe, expect, it } from 'vitest';
import { BLOCK_TYPES, blockDescription, blockPropsForm } from './block-form';
import { schemaByFile, screensSchema } from './check';
import { displaySchema, rulesSchema } from './field-settings';
import { settingsSchema } from './route-settings';
import { sectionSchema } from './section-form';
import { uiFor } from './schema-ui';
import { SCHEMA_NS, englishWords, type SchemaWords } from './schema-words';
import type { StudioT } from './studio-i18n';

type Schema = Record<string, unknown>;
type Bundle = { labels?: Record<string, string>; help?: Record<string, string>; values?: Record<string, string> };
const bundles = import.meta.glob<Bundle>('./locales/schema/*.json', { eager: true, import: 'default' });
const LANGUAGES = ['bg', 'cs', 'pl', 'ro', 'sk', 'fr'] as const;
/** The studio's own texts (already translated) are marked so they are not asked for again. */
const STUDIO_TEXT = '\u0000';
const t = ((key: string) => `${STUDIO_TEXT}${key}`) as unknown as StudioT;

/** Each word a form asks for: a label by its scope and name, a help text by its English, an option by its value. */
type Asked = { labels: Map<string, string>; help: Set<string>; values: Set<string> };

function recorder(asked: Asked): SchemaWords {
  return {
    label: (name, scope) => {
      asked.labels.set(`${scope ?? ''}.${name}`, name);
      return englishWords.label(name);
    },
    help: (english) => (english.startsWith(STUDIO_TEXT) || asked.help.add(english), english),
    value: (value) => (asked.values.add(String(value)), String(value)),
  };
}

function everyWord(): Asked {
  const asked: Asked = { labels: new Map(), help: new Set(), values: new Set() };
  const say = recorder(asked);
  const sections = Object.keys(schemaByFile).filter((file) => /^[A-Z_]+\.schema\.json$/.test(file)).map((file) => file.replace('.schema.json', ''));
  for (const name of sections) {
    const schema = sectionSchema(name, t) as Schema;
    uiFor(schema, { prefix: '#/$defs/', defs: (schema.$defs ?? {}) as Schema }, undefined, { say, scope: name });
    say.label(name);
  }
  for (const type of BLOCK_TYPES) {
    const form = blockPropsForm(type);
    if (form) uiFor(form.schema as Schema, { prefix: '#/definitions/', defs: (form.schema.definitions ?? {}) as Schema }, undefined, { freeAsJson: true, say, scope: type });
    const description = blockDescription(type, 'en');
    if (description) say.help(description);
  }
  const forms = ((schemaByFile['forms.schema.json'] ?? {}).definitions ?? {}) as Schema;
  const fieldDefs = { prefix: '#/definitions/', defs: forms };
  uiFor(rulesSchema('string', t) as Schema, fieldDefs, undefined, { say, scope: 'field' });
  uiFor(displaySchema as Schema, fieldDefs, undefined, { freeAsJson: true, say, scope: 'fieldDisplay' });
  const routes = settingsSchema([]) as Schema;
  uiFor(routes, { prefix: '#/$defs/', defs: (routes.$defs ?? {}) as Schema }, undefined, { say, scope: 'route' });
  // A block's dates (block-window.tsx) say the schema's own help of visible_from / visible_until.
  const block = ((screensSchema.definitions ?? {}) as Record<string, { properties?: Record<string, { description?: string }> }>).block;
  for (const key of ['visible_from', 'visible_until']) {
    const description = block?.properties?.[key]?.description;
    if (description) say.help(description);
  }
  return asked;
}

const has = (group: Record<string, string> | undefined, key: string) => typeof group?.[key] === 'string' && group[key] !== '';

describe('the generated forms in the operator language', () => {
  const asked = everyWord();

  it('asks for the words of every form (sections, blocks, field settings, route settings)', () => {
    expect(asked.labels.size).toBeGreaterThan(100);
    expect(asked.help.size).toBeGreaterThan(100);
    expect(asked.values.size).toBeGreaterThan(10);
  });

  it.each(LANGUAGES)('has every label, help text and option in %s', (language) => {
    const bundle = bundles[`./locales/schema/${language}.json`] ?? {};
    const missing = [
      ...[...asked.labels].filter(([scoped, name]) => !has(bundle.labels, scoped.replace(/^\./, '')) && !has(bundle.labels, name)).map(([scoped]) => `label ${scoped}`),
      ...[...asked.help].filter((english) => !has(bundle.help, english)).map((english) => `help "${english}"`),
      ...[...asked.values].filter((value) => !has(bundle.values, value)).map((value) => `value ${value}`),
    ];
    if (missing.length > 0) console.log(`${language}: ${missing.length} without a translation\n${missing.join('\n')}`);
    expect(missing).toEqual([]);
  });

  it('keeps no word that no form asks for (a stale help text is an English text that changed)', () => {
    for (const language of LANGUAGES) {
      const bundle = bundles[`./locales/schema/${language}.json`] ?? {};
      expect(Object.keys(bundle.help ?? {}).filter((english) => !asked.help.has(english)), language).toEqual([]);
    }
  });

  it('reads English from the schema (no English file), en_GB through it', () => {
    expect(Object.keys(bundles).map((path) => path.split('/').pop())).not.toContain('en.json');
    expect(Object.keys(bundles).map((path) => path.split('/').pop())).not.toContain('en_GB.json');
    expect(SCHEMA_NS).toBe('studio-schema');
  });
});
