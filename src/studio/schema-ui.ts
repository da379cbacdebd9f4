// A uiSchema read from a JSON Schema, so every generated form picks the studio's widgets the same way:
// colour fields get the picker, booleans the switch, text keys the key field (with the text it
// shows), names with a declared list a field that suggests them, free objects (route params, extra
// props) a JSON field; every field a label, help text and option labels in the operator's language
// (schema-words.ts), the schema's English where none is given.
import type { UiSchema } from '@rjsf/utils';
import { englishWords, type SchemaWords } from './schema-words';

type Schema = Record<string, unknown>;
export const isObject = (v: unknown): v is Schema => typeof v === 'object' && v !== null && !Array.isArray(v);

export { words } from './schema-words';

/** Where the schema keeps its local definitions: `#/$defs/` (sections) or `#/definitions/` (screens). */
export type Defs = { prefix: string; defs: Schema };

function resolve(node: Schema, { prefix, defs }: Defs): { node: Schema; ref?: string } {
  const ref = typeof node.$ref === 'string' ? node.$ref : undefined;
  if (ref?.startsWith(prefix)) {
    const target = defs[ref.slice(prefix.length)];
    if (isObject(target)) return { node: { ...resolve(target, { prefix, defs }).node, ...node }, ref: ref.slice(prefix.length) };
  }
  return { node, ref: ref?.slice(prefix.length) };
}

/** A free object: no declared properties, so rjsf could not edit it; the studio edits it as JSON. */
const isFree = (node: Schema) => node.type === 'object' && !isObject(node.properties) && !isObject(node.additionalProperties);
const isMultiType = (node: Schema) => Array.isArray(node.type) && node.type.filter((t) => t !== 'null').length > 1;

/** How a form is read: free objects as JSON or not, its words, and the form a label override names (`labels.<scope>.<name>`). */
export type UiOptions = { freeAsJson?: boolean; say?: SchemaWords; scope?: string };

export function uiFor(raw: Schema, defs: Defs, key: string | undefined, options: UiOptions = {}, depth = 0): UiSchema {
  const { freeAsJson = false, say = englishWords, scope } = options;
  const { node, ref } = resolve(raw, defs);
  const ui: UiSchema = {};
  if (key !== undefined) ui['ui:title'] = say.label(key, scope);
  if (typeof node.description === 'string') {
    const help = say.help(node.description);
    if (help !== node.description) ui['ui:description'] = help;
  }
  if (Array.isArray(node.enum) && node.enum.length > 0) ui['ui:enumNames'] = node.enum.map((value) => say.value(value));
  if (depth > 8) return ui;
  if (ref === 'localizedText') return { ...ui, 'ui:field': 'localizedText', 'ui:fieldReplacesAnyOrOneOf': true };
  if (ref === 'color') ui['ui:widget'] = 'color';
  else if (ref === 'i18nKey') ui['ui:widget'] = 'textKey';
  else if (node.type === 'boolean') ui['ui:widget'] = 'switch';
  else if (Array.isArray(node.examples) && node.type === 'string') ui['ui:widget'] = 'suggest';
  else if (freeAsJson && (isFree(node) || isMultiType(node))) ui['ui:field'] = 'json';
  if (isObject(node.properties)) {
    for (const [child, value] of Object.entries(node.properties)) {
      if (child === '$schema') ui[child] = { 'ui:widget': 'hidden' };
      else if (isObject(value)) ui[child] = uiFor(value, defs, child, options, depth + 1);
    }
  }
  if (isObject(node.items)) ui.items = uiFor(node.items, defs, undefined, options, depth + 1);
  return ui;
}

/**
 * A name with a declared list (`anyOf: [{enum}, {pattern}]`: an undeclared name still passes the
 * schema so the portal can show its note, and `preset validate` reports it) becomes a text field
 * that suggests the declared names (`examples`) instead of rjsf's "Option 1 / Option 2" chooser.
 */
export function suggestDeclared(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(suggestDeclared);
  if (!isObject(node)) return node;
  const out: Schema = {};
  for (const [key, value] of Object.entries(node)) out[key] = suggestDeclared(value);
  const options = Array.isArray(node.anyOf) ? (node.anyOf as unknown[]) : [];
  const listed = options.find((o) => isObject(o) && Array.isArray(o.enum)) as Schema | undefined;
  if (options.length === 2 && listed && options.some((o) => isObject(o) && typeof o.pattern === 'string')) {
    delete out.anyOf;
    out.type ??= 'string';
    out.examples = listed.enum;
  }
  return out;
}
