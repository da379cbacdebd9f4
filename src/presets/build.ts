// Builds a channel preset from channel-presets/<name>/: the preset merged over the chain of presets
// it extends (objects merge key by key, arrays and scalars replace). Plain node:fs, no other
// dependency, so the demo backend and the CLI can both import it.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tidyForm } from '@/engine/forms/merge';
import type { FormDefinition } from '@/engine/forms/types';
import { applyIdPatch } from '@/lib/id-patch';
import { isUnsafeKey, unsafeKeyMessage } from '@/lib/own-keys';
import { isPatchDocument } from '@/lib/patch-document';
import { isObject, type BuiltPreset, type Json } from '@/lib/preset-check/built-preset';
import { deepMerge, mergeRoutes } from '@/lib/preset-check/merge';
import { newBudget, PresetFileError, readPresetJson, throwError, type Budget, type OnFileError } from './read-file';

export type { BuiltPreset, Json } from '@/lib/preset-check/built-preset';
export { isObject } from '@/lib/preset-check/built-preset';
export { deepMerge } from '@/lib/preset-check/merge';
export { PresetFileError, type OnFileError } from './read-file';

export const presetsRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../channel-presets');
export const presetNamePattern = /^[a-z0-9][a-z0-9-]{0,40}$/;

/** A file of a folder (sections, screens...) names a key: a name that is a refused key is left out. */
const fileKey = /^[A-Za-z0-9_-]+$/;

function readFolder(root: string, folder: string, onError: OnFileError, budget: Budget): Record<string, Json> | undefined {
  const dir = path.join(root, folder);
  if (!existsSync(dir)) return undefined;
  const out: Record<string, Json> = {};
  for (const file of readdirSync(dir).sort()) {
    if (!file.endsWith('.json')) continue;
    const key = file.slice(0, -'.json'.length);
    if (!fileKey.test(key) || isUnsafeKey(key)) {
      onError(new PresetFileError(path.join(dir, file), `${folder}/${file}: ${isUnsafeKey(key) ? unsafeKeyMessage(key) : 'a file name of letters, digits, - and _ only'}`));
      continue;
    }
    const value = readPresetJson(root, path.join(dir, file), onError, budget);
    if (value !== undefined) out[key] = value;
  }
  return out;
}

/**
 * The files of one preset folder as the keys of a preset (absent and refused files are left out).
 * Each refused file or key goes to `onError` (src/presets/read-file.ts): by default it throws.
 */
export function readPresetLayer(dir: string, onError: OnFileError = throwError): Json {
  const layer: Json = {};
  const budget = newBudget();
  const file = (name: string) => readPresetJson(dir, path.join(dir, name), onError, budget);
  const meta = file('preset.json');
  if (meta) Object.assign(layer, meta);
  const parts: Array<[string, Json | undefined]> = [
    ['sections', readFolder(dir, 'sections', onError, budget)],
    ['general', file('general.json')],
    ['translations', readFolder(dir, 'translations', onError, budget)],
    ['seed', file('seed.json')],
    ['routes', file('routes.json')],
    ['screens', readFolder(dir, 'screens', onError, budget)],
    ['forms', readFolder(dir, 'forms', onError, budget)],
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
    // A problem of preset.json is reported when the layer is read (readPresetLayer).
    const meta = readPresetJson(current, path.join(current, 'preset.json'), () => undefined) ?? {};
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

/** The preset at `dir` merged over its ancestors; metadata (name, languages...) is the preset's own. */
export function buildPresetAt(dir: string, onError: OnFileError = throwError): BuiltPreset {
  const chain = presetChain(dir);
  const layers = chain.map((layerDir) => readPresetLayer(layerDir, onError));
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
