// Export and import of the draft as a preset folder (zip): the files `npm run preset -- validate`
// reads (preset.json, general.json, seed.json, routes.json, sections/, screens/, forms/,
// translations/), each naming its $schema. Over a parent preset only what differs is written
// (preset-layer.ts), with `extends`; without one (the root preset, or no parent to compare with)
// every value is (a complete layer).
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { isPatchDocument } from '@/lib/patch-document';
import { isObject, type BuiltPreset, type Json } from '@/lib/preset-check/built-preset';
import { PRESET_FORMAT_VERSION } from '@/lib/preset-format';
import { deepMerge, mergeRoutes } from '@/lib/preset-check/merge';
import { applyNamed, minimalLayer, unsaid } from './preset-layer';

const SCHEMAS = '../../schemas/';
const schemaRef = (depth: number, file: string) => `${'../'.repeat(depth)}${SCHEMAS}${file}`;
const json = (value: Json) => strToU8(`${JSON.stringify(value, null, 2)}\n`);

/** The preset folder's files, by path inside the folder: a minimal layer over `parent` when given. */
export function presetFiles(full: BuiltPreset, parent?: BuiltPreset): Record<string, Json> {
  const draft = parent ? minimalLayer(full, parent) : full;
  const files: Record<string, Json> = {};
  // The studio writes the engine's current format (the draft's names are read in it).
  const meta: Json = { $schema: schemaRef(0, 'preset.schema.json'), name: draft.name, formatVersion: PRESET_FORMAT_VERSION };
  if (draft.description) meta.description = draft.description;
  if (draft.extends) meta.extends = draft.extends;
  meta.languages = draft.languages;
  files['preset.json'] = meta;
  if (!parent || Object.keys(draft.general).length > 0) files['general.json'] = { $schema: schemaRef(0, 'preset-general.schema.json'), ...draft.general };
  if (!parent || Object.keys(draft.seed).length > 0) files['seed.json'] = { $schema: schemaRef(0, 'preset-seed.schema.json'), ...draft.seed };
  for (const [name, section] of Object.entries(draft.sections)) files[`sections/${name}.json`] = { $schema: schemaRef(1, `sections/${name}.schema.json`), ...section };
  for (const [language, texts] of Object.entries(draft.translations)) files[`translations/${language}.json`] = { $schema: schemaRef(1, 'preset-translation.schema.json'), ...texts };
  if (draft.routes) files['routes.json'] = { $schema: schemaRef(0, 'routes.schema.json'), ...draft.routes };
  for (const [name, screen] of Object.entries(draft.screens ?? {})) files[`screens/${name}.json`] = { $schema: schemaRef(1, 'screens.schema.json'), ...screen };
  for (const [name, form] of Object.entries(draft.forms ?? {})) files[`forms/${name}.json`] = { $schema: schemaRef(1, 'forms.schema.json'), ...form };
  return files;
}

/** What an export cannot write: the parts where the files built back differ from the draft. */
export class ExportRefused extends Error {
  constructor(readonly unsaid: string[]) {
    super(`cannot be written as a layer: ${unsaid.join(', ')}`);
  }
}

/**
 * The files to export, checked: merged back over `parent` as `preset build` merges them they give
 * the draft, in effect; otherwise ExportRefused names each part that would differ.
 */
export function exportFiles(full: BuiltPreset, parent?: BuiltPreset): Record<string, Json> {
  const files = presetFiles(full, parent);
  const lost = unsaid(full, importLayer(parent ?? emptyPreset(full.name), withoutSchemas(files)));
  if (lost.length > 0) throw new ExportRefused(lost);
  return files;
}

/** The files as `<name>.zip` holding the folder `<name>/`. */
export function exportZip(name: string, files: Record<string, Json>): Blob {
  const entries = Object.fromEntries(Object.entries(files).map(([file, value]) => [`${name}/${file}`, json(value)]));
  const bytes = zipSync(entries, { level: 6 });
  return new Blob([bytes], { type: 'application/zip' });
}

/** Why an archive cannot be imported: the English message, and the studio's text (`key`, `values`) the studio shows. */
export class ImportError extends Error {
  constructor(
    message: string,
    readonly key: string,
    readonly values: Record<string, string> = {},
  ) {
    super(message);
  }
}

const strip = ({ $schema: _s, ...rest }: Json) => rest;

/** The files as the CLI reads them (without their `$schema`). */
export const withoutSchemas = (files: Record<string, Json>) => Object.fromEntries(Object.entries(files).map(([f, v]) => [f, strip(v)]));

/** What a layer without a parent (the root preset) merges over: nothing. */
export const emptyPreset = (name: string): BuiltPreset => ({ name, languages: [], sections: {}, general: {}, translations: {}, seed: {} });

/** A parent as the base of its child: its identity is not inherited. */
export function asBase(parent: BuiltPreset): BuiltPreset {
  const { description: _d, extends: _e, ...rest } = parent;
  return rest;
}

/** The JSON files of a zip, by path inside the preset folder (the zip's one top folder removed). */
export function readZip(bytes: Uint8Array): Record<string, Json> {
  let raw: Record<string, Uint8Array>;
  try {
    raw = unzipSync(bytes);
  } catch {
    throw new ImportError('The file is not a zip archive', 'open.notZip');
  }
  const names = Object.keys(raw).filter((n) => n.endsWith('.json'));
  const top = names.find((n) => n.endsWith('preset.json'))?.slice(0, -'preset.json'.length);
  if (top === undefined) throw new ImportError('The archive has no preset.json, so it holds no preset folder', 'open.noPreset');
  const files: Record<string, Json> = {};
  for (const name of names) {
    if (!name.startsWith(top)) continue;
    let value: unknown;
    try {
      value = JSON.parse(strFromU8(raw[name] as Uint8Array));
    } catch (error) {
      const file = name.slice(top.length);
      throw new ImportError(`${file}: ${(error as Error).message}`, 'open.badJson', { file, reason: (error as Error).message });
    }
    if (!isObject(value)) throw new ImportError(`${name.slice(top.length)} must hold a JSON object`, 'open.notObject', { file: name.slice(top.length) });
    files[name.slice(top.length)] = strip(value);
  }
  return files;
}

const folder = (files: Record<string, Json>, dir: string) =>
  Object.fromEntries(Object.entries(files).filter(([f]) => f.startsWith(`${dir}/`) && !f.slice(dir.length + 1).includes('/')).map(([f, v]) => [f.slice(dir.length + 1, -'.json'.length), v]));

/** The files as a layer over `base` (what the preset extends, or the open draft), merged as `preset build` merges. */
export function importLayer(base: BuiltPreset, files: Record<string, Json>): BuiltPreset {
  const meta = files['preset.json'] ?? {};
  const next: BuiltPreset = {
    ...base,
    name: typeof meta.name === 'string' ? meta.name : base.name,
    languages: Array.isArray(meta.languages) ? (meta.languages as string[]) : base.languages,
    sections: deepMerge(base.sections, folder(files, 'sections')) as BuiltPreset['sections'],
    general: deepMerge(base.general, files['general.json'] ?? {}),
    seed: deepMerge(base.seed, files['seed.json'] ?? {}),
    translations: deepMerge(base.translations, folder(files, 'translations')) as BuiltPreset['translations'],
  };
  if (typeof meta.formatVersion === 'number') next.formatVersion = meta.formatVersion;
  if (typeof meta.description === 'string') next.description = meta.description;
  if (typeof meta.extends === 'string') next.extends = meta.extends;
  if (files['routes.json']) next.routes = mergeRoutes(base.routes, files['routes.json']);
  for (const kind of ['screens', 'forms'] as const) {
    const own = folder(files, kind);
    if (Object.keys(own).length === 0) continue;
    const merged: Record<string, Json> = { ...base[kind] };
    for (const [name, value] of Object.entries(own)) {
      const inherited = merged[name];
      if (!isPatchDocument(value)) merged[name] = value;
      else if (isObject(inherited)) merged[name] = applyNamed(kind, inherited, value);
      else throw new ImportError(`${kind}/${name}.json patches ${kind.slice(0, -1)} "${name}", which the open channel does not have`, 'open.patchesMissing', { file: `${kind}/${name}.json`, name });
    }
    next[kind] = merged;
  }
  return next;
}
