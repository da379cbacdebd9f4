// Builds a channel preset from channel-presets/<name>/: the preset merged over the chain of presets
// it extends (objects merge key by key, arrays and scalars replace). Plain node:fs, no other
// dependency, so the demo backend and the CLI can both import it.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tidyForm } from '@/engine/forms/merge';
import type { FormDefinition } from '@/engine/forms/types';
import { applyIdPatch } from '@/lib/id-patch';
import { isPatchDocument } from '@/lib/patch-document';
import { isObject, type BuiltPreset, type Json } from '@/lib/preset-check/built-preset';
import { deepMerge, mergeRoutes } from '@/lib/preset-check/merge';

export type { BuiltPreset, Json } from '@/lib/preset-check/built-preset';
export { isObject } from '@/lib/preset-check/built-preset';
export { deepMerge } from '@/lib/preset-check/merge';

export const presetsRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../channel-presets');
export const presetNamePattern = /^[a-z0-9][a-z0-9-]{0,40}$/;

/** A JSON file that could not be read or parsed. */
export class PresetFileError extends Error {
  constructor(
    readonly file: string,
    message: string,
  ) {
    super(`${file}: ${message}`);
  }
}

function readJson(file: string): Json | undefined {
  if (!existsSync(file)) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new PresetFileError(file, (error as Error).message);
  }
  if (!isObject(parsed)) throw new PresetFileError(file, 'must hold a JSON object');
  const { $schema: _schema, ...rest } = parsed;
  return rest;
}

function readFolder(dir: string): Record<string, Json> | undefined {
  if (!existsSync(dir)) return undefined;
  const out: Record<string, Json> = {};
  for (const file of readdirSync(dir).sort()) {
    if (file.endsWith('.json')) out[file.slice(0, -'.json'.length)] = readJson(path.join(dir, file)) ?? {};
  }
  return out;
}

/** The files of one preset folder as the keys of a preset (absent files are left out). */
export function readPresetLayer(dir: string): Json {
  const layer: Json = {};
  const meta = readJson(path.join(dir, 'preset.json'));
  if (meta) Object.assign(layer, meta);
  const parts: Array<[string, Json | undefined]> = [
    ['sections', readFolder(path.join(dir, 'sections'))],
    ['general', readJson(path.join(dir, 'general.json'))],
    ['translations', readFolder(path.join(dir, 'translations'))],
    ['seed', readJson(path.join(dir, 'seed.json'))],
    ['routes', readJson(path.join(dir, 'routes.json'))],
    ['screens', readFolder(path.join(dir, 'screens'))],
    ['forms', readFolder(path.join(dir, 'forms'))],
  ];
  for (const [key, value] of parts) if (value !== undefined) layer[key] = value;
  return layer;
}

/** A preset folder: a name under channel-presets/ or a path to a folder. */
export function resolvePresetDir(nameOrPath: string): string {
  if (presetNamePattern.test(nameOrPath) && existsSync(path.join(presetsRoot, nameOrPath))) {
    return path.join(presetsRoot, nameOrPath);
  }
  const dir = path.resolve(nameOrPath);
  if (existsSync(dir) && statSync(dir).isDirectory()) return dir;
  throw new Error(`No preset "${nameOrPath}": neither channel-presets/${nameOrPath} nor a folder`);
}

/** Folders from the root ancestor down to `dir`. A parent is looked up beside the preset, then in channel-presets/. */
export function presetChain(dir: string): string[] {
  const chain = [dir];
  for (;;) {
    const current = chain[0] as string;
    const meta = readJson(path.join(current, 'preset.json')) ?? {};
    const name = typeof meta.name === 'string' ? meta.name : path.basename(current);
    const parent = typeof meta.extends === 'string' ? meta.extends : name === 'default' ? undefined : 'default';
    if (parent === undefined) return chain;
    if (!presetNamePattern.test(parent)) throw new PresetFileError(path.join(current, 'preset.json'), `extends "${parent}" is not a preset name`);
    const beside = path.join(path.dirname(current), parent);
    const parentDir = existsSync(beside) ? beside : path.join(presetsRoot, parent);
    if (!existsSync(parentDir)) throw new PresetFileError(path.join(current, 'preset.json'), `extends "${parent}", which does not exist`);
    if (chain.includes(parentDir)) throw new PresetFileError(path.join(current, 'preset.json'), `extends "${parent}" in a cycle`);
    chain.unshift(parentDir);
  }
}

const emptyPreset = (): Json => ({ sections: {}, general: {}, translations: {}, seed: {} });

/** Receives a file problem and lets the build go on (validate reports every one); without it the build throws. */
export type OnFileError = (error: PresetFileError) => void;

/**
 * Screens and forms merge by name: a file replaces the inherited one of its name, or is
 * `{ "patch": [...] }` (RFC 6902 with id segments) applied to it. A patched form is tidied. A patch that
 * cannot apply leaves the inherited value as it was when `onError` takes the problem.
 */
function mergeNamed(kind: 'screens' | 'forms', dir: string, base: Json | undefined, layer: Json, onError: OnFileError): Json {
  const out: Json = { ...base };
  for (const [name, value] of Object.entries(layer)) {
    if (!isPatchDocument(value)) {
      out[name] = value;
      continue;
    }
    const file = path.join(dir, kind, `${name}.json`);
    const inherited = out[name];
    if (!isObject(inherited)) {
      onError(new PresetFileError(file, `patches ${kind.slice(0, -1)} "${name}", which no preset it extends has`));
      continue;
    }
    try {
      const patched = applyIdPatch(inherited, value.patch);
      out[name] = kind === 'forms' ? (tidyForm(patched as unknown as FormDefinition) as unknown as Json) : patched;
    } catch (error) {
      onError(new PresetFileError(file, (error as Error).message));
    }
  }
  return out;
}

function mergeLayer(base: Json, layer: Json, dir: string, onError: OnFileError): Json {
  const { routes, screens, forms, ...rest } = layer;
  const out = deepMerge(base, rest);
  if (isObject(routes)) out.routes = mergeRoutes(isObject(base.routes) ? base.routes : undefined, routes);
  if (isObject(screens)) out.screens = mergeNamed('screens', dir, isObject(base.screens) ? base.screens : undefined, screens, onError);
  if (isObject(forms)) out.forms = mergeNamed('forms', dir, isObject(base.forms) ? base.forms : undefined, forms, onError);
  return out;
}

const throwError: OnFileError = (error) => {
  throw error;
};

/** The preset at `dir` merged over its ancestors; metadata (name, languages...) is the preset's own. */
export function buildPresetAt(dir: string, onError: OnFileError = throwError): BuiltPreset {
  const chain = presetChain(dir);
  const layers = chain.map(readPresetLayer);
  const merged = layers.reduce((base, layer, i) => mergeLayer(base, layer, chain[i] as string, onError), emptyPreset());
  const own = layers.at(-1) ?? {};
  // Identity is the preset's own (never inherited); languages merge like any array (replace).
  const { description: _d, extends: _e, ...rest } = merged;
  const meta: Json = { name: typeof own.name === 'string' ? own.name : path.basename(dir) };
  if (own.description !== undefined) meta.description = own.description;
  if (own.extends !== undefined) meta.extends = own.extends;
  return { ...rest, ...meta } as BuiltPreset;
}

/** The preset `name` of channel-presets/ (or a folder path), ready to serve. */
export function buildPreset(nameOrPath: string): BuiltPreset {
  return buildPresetAt(resolvePresetDir(nameOrPath));
}

/** Names of the presets in channel-presets/ (or another root). */
export function listPresets(root: string = presetsRoot): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && presetNamePattern.test(entry.name))
    .map((entry) => entry.name)
    .sort();
}
