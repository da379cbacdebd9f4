// Export and import of the draft as a preset folder (zip): the files `npm run preset -- validate`
// reads (preset.json, general.json, seed.json, routes.json, sections/, screens/, forms/,
// translations/), each naming its $schema, and `assets/`, the image files the draft's `asset:<hash>`
// references name (the CLI knows a file by the SHA-256 of its bytes, src/presets/assets.ts). Over a parent preset only what differs is written
// (preset-layer.ts), with `extends`; without one (the root preset, or no parent to compare with)
// every value is (a complete layer).
import { strToU8, zipSync } from 'fflate';
import { IdPatchError } from '@/lib/id-patch';
import { describeProblem, INPUT_LIMITS, parseJsonBytes, type InputProblem } from '@/lib/input-limits';
import { isUnsafeKey } from '@/lib/own-keys';
import { isPatchDocument } from '@/lib/patch-document';
import { isObject, type BuiltPreset, type Json } from '@/lib/preset-check/built-preset';
import { PRESET_FORMAT_VERSION } from '@/lib/preset-format';
import { deepMerge, mergeRoutes } from '@/lib/preset-check/merge';
import { unzipWithinLimits, ZipRefused } from '@/lib/safe-zip';
import { ASSET_MAX_BYTES, sniffImage } from '@/lib/assets/image-sniff';
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

/** The name of an image file in `assets/`: its hash and the extension of its sniffed type (`bin` when it is no image). */
export function assetFileName(hash: string, bytes: Uint8Array): string {
  const sniffed = sniffImage(bytes);
  return `${hash}.${sniffed.kind === 'image' ? (sniffed.type.split('/')[1] ?? 'bin') : 'bin'}`;
}

/** The files as `<name>.zip` holding the folder `<name>/`, with `assets` (file name -> bytes) in `<name>/assets/`. */
export function exportZip(name: string, files: Record<string, Json>, assets: Record<string, Uint8Array> = {}): Blob {
  const entries: Record<string, Uint8Array | [Uint8Array, { level: 0 }]> = Object.fromEntries(Object.entries(files).map(([file, value]) => [`${name}/${file}`, json(value)]));
  // Images are compressed already: stored as they are.
  for (const [file, bytes] of Object.entries(assets)) entries[`${name}/assets/${file}`] = [bytes, { level: 0 }];
  const bytes = zipSync(entries, { level: 6 });
  return new Blob([bytes], { type: 'application/zip' });
}

/**
 * The images of a zip's `assets/` folder (beside its preset.json), by file name: each an image of
 * a type the asset library takes (sniffed from its bytes) and at most ASSET_MAX_BYTES; others are
 * left out (`refused` names them). The archive's limits are checked as readZip checks them.
 */
export function readZipAssets(bytes: Uint8Array): { assets: Record<string, Uint8Array>; refused: string[] } {
  const inAssets = (name: string) => /(^|\/)assets\/[^/]+$/.test(name);
  let raw: Record<string, Uint8Array>;
  try {
    raw = unzipWithinLimits(bytes, (name) => inAssets(name) || name.endsWith('preset.json'), (name) => (inAssets(name) ? ASSET_MAX_BYTES : INPUT_LIMITS.fileBytes));
  } catch (error) {
    if (error instanceof ZipRefused && error.problem) throw refused([[error.problem, error.file ?? 'the archive']]);
    throw new ImportError('The file is not a zip archive', 'open.notZip');
  }
  const top = Object.keys(raw).find((n) => n.endsWith('preset.json'))?.slice(0, -'preset.json'.length) ?? '';
  const assets: Record<string, Uint8Array> = {};
  const left: string[] = [];
  for (const [name, data] of Object.entries(raw)) {
    if (!inAssets(name) || !name.startsWith(`${top}assets/`)) continue;
    const file = name.slice(`${top}assets/`.length);
    if (isUnsafeKey(file) || sniffImage(data).kind !== 'image' || data.length > ASSET_MAX_BYTES) left.push(file);
    else assets[file] = data;
  }
  return { assets, refused: left };
}

type StudioText = { key: string; values: Record<string, string> };

/**
 * Why an archive cannot be imported: the English message, and the studio's text (`key`, `values`)
 * the studio shows; `more` holds further problems of the same archive (each refused key, say).
 */
export class ImportError extends Error {
  constructor(
    message: string,
    readonly key: string,
    readonly values: Record<string, string> = {},
    readonly more: readonly StudioText[] = [],
  ) {
    super(message);
  }
}

/** Sizes in the studio's texts: megabytes with two decimals, a unit every language reads. */
const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(2)} MB`;

/** The studio's text of an input problem of `file` (src/lib/input-limits.ts), with the limit it broke. */
function problemText(problem: InputProblem, file: string): StudioText {
  const L = INPUT_LIMITS;
  const amount = String(problem.amount ?? 0);
  const pointer = problem.pointer || '/';
  switch (problem.code) {
    case 'fileBytes':
      return { key: 'open.tooLarge', values: { file, size: megabytes(problem.amount ?? 0), limit: megabytes(L.fileBytes) } };
    case 'totalBytes':
      return { key: 'open.archiveTooLarge', values: { size: megabytes(problem.amount ?? 0), limit: megabytes(L.totalBytes) } };
    case 'files':
      return { key: 'open.tooManyFiles', values: { count: amount, limit: String(L.files) } };
    case 'depth':
      return { key: 'open.tooDeep', values: { file, limit: String(L.depth) } };
    case 'stringLength':
      return { key: 'open.textTooLong', values: { file, pointer, length: amount, limit: String(L.stringLength) } };
    case 'entries':
      return { key: 'open.tooManyEntries', values: { file, pointer, count: amount, limit: String(L.entries) } };
    case 'syntax':
      return { key: 'open.notJson', values: { file, line: amount } };
    case 'key':
      return { key: 'open.keyRefused', values: { file, pointer, key: problem.key ?? '' } };
  }
}

/** An ImportError listing each problem (the English message names the first). */
const refused = (problems: ReadonlyArray<readonly [InputProblem, string]>): ImportError => {
  const [first, ...rest] = problems.map(([p, file]) => problemText(p, file));
  const [problem, file] = problems[0] as readonly [InputProblem, string];
  const where = problem.code === 'totalBytes' || problem.code === 'files' ? 'the archive' : file;
  return new ImportError(describeProblem(problem, where), first?.key ?? 'open.notZip', first?.values, rest);
};

/** An archive larger than the limit is refused before it is read. */
export function checkArchiveSize(bytes: number): void {
  if (bytes > INPUT_LIMITS.totalBytes) throw refused([[{ code: 'totalBytes', pointer: '', amount: bytes }, 'the archive']]);
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

/**
 * The JSON files of a zip, by path inside the preset folder (the zip's one top folder removed),
 * within INPUT_LIMITS: the archive's declared and inflated sizes are checked while it is inflated
 * (src/lib/safe-zip.ts), each file is parsed depth-safely, and a key `__proto__`, `constructor` or
 * `prototype` (or a file named so) refuses the import. Throws ImportError; nothing is changed then.
 */
export function readZip(bytes: Uint8Array): Record<string, Json> {
  let raw: Record<string, Uint8Array>;
  try {
    checkArchiveSize(bytes.length);
    raw = unzipWithinLimits(bytes, (name) => name.endsWith('.json'));
  } catch (error) {
    if (error instanceof ImportError) throw error;
    if (error instanceof ZipRefused && error.problem) throw refused([[error.problem, error.file ?? 'the archive']]);
    throw new ImportError('The file is not a zip archive', 'open.notZip');
  }
  const names = Object.keys(raw).filter((n) => n.endsWith('.json'));
  const top = names.find((n) => n.endsWith('preset.json'))?.slice(0, -'preset.json'.length);
  if (top === undefined) throw new ImportError('The archive has no preset.json, so it holds no preset folder', 'open.noPreset');
  const files: Record<string, Json> = {};
  // Every file is checked, so the studio lists each problem of the archive at once.
  const problems: Array<[InputProblem, string]> = [];
  for (const name of names) {
    if (!name.startsWith(top)) continue;
    const file = name.slice(top.length);
    const stem = file.split('/').pop()?.slice(0, -'.json'.length) ?? '';
    if (isUnsafeKey(stem)) {
      problems.push([{ code: 'key', pointer: '', key: stem }, file]);
      continue;
    }
    const parsed = parseJsonBytes(raw[name] as Uint8Array);
    if (!parsed.ok) {
      problems.push(...parsed.problems.map((p): [InputProblem, string] => [p, file]));
      continue;
    }
    const value = parsed.value;
    if (!isObject(value)) throw new ImportError(`${file} must hold a JSON object`, 'open.notObject', { file });
    files[file] = strip(value);
  }
  if (problems.length > 0) throw refused(problems);
  return files;
}

const folder = (files: Record<string, Json>, dir: string) =>
  Object.fromEntries(Object.entries(files).filter(([f]) => f.startsWith(`${dir}/`) && !f.slice(dir.length + 1).includes('/')).map(([f, v]) => [f.slice(dir.length + 1, -'.json'.length), v]));

/** A patch file applied as `preset build` applies it; a patch that cannot apply refuses the import. */
function patched(kind: 'screens' | 'forms', name: string, inherited: Json, file: Json): Json {
  try {
    return applyNamed(kind, inherited, file);
  } catch (error) {
    if (!(error instanceof IdPatchError)) throw error;
    const values = { file: `${kind}/${name}.json`, reason: error.message };
    throw new ImportError(`${values.file}: ${error.message}`, 'open.patchFailed', values);
  }
}

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
      else if (isObject(inherited)) merged[name] = patched(kind, name, inherited, value);
      else throw new ImportError(`${kind}/${name}.json patches ${kind.slice(0, -1)} "${name}", which the open channel does not have`, 'open.patchesMissing', { file: `${kind}/${name}.json`, name });
    }
    next[kind] = merged;
  }
  return next;
}
