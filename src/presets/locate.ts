// Maps a JSON pointer of a built preset back to the file (and pointer in it) that set the value, so
// a finding names what to edit: /sections/VISUAL/color/primary -> <preset>/sections/VISUAL.json#/color/primary.
// Routes merge by path (mergeRoutes), so an index of the merged table is not the index in any file:
// /routes/routes/40/screen maps to the route of that path in the nearest layer that has it.
import { isDeepStrictEqual } from 'node:util';
import path from 'node:path';
import type { IdPatchOperation } from '@/lib/id-patch';
import { isPatchDocument } from '@/lib/patch-document';
import { patchOperationOf, pointerInOriginal } from './patch-origin';
import { isObject, readPresetLayer, type BuiltPreset } from './build';

const folderKeys = new Set(['sections', 'translations', 'screens', 'forms']);
const fileKeys: Record<string, string> = { general: 'general.json', seed: 'seed.json', routes: 'routes.json' };

const unescape = (t: string) => t.replace(/~1/g, '/').replace(/~0/g, '~');
const escape = (t: string) => t.replace(/~/g, '~0').replace(/\//g, '~1');

function fileOf(tokens: string[]): { file: string; inner: string[] } {
  const [first, second, ...rest] = tokens;
  if (first && folderKeys.has(first) && second !== undefined) return { file: `${first}/${second}.json`, inner: rest };
  if (first && fileKeys[first]) return { file: fileKeys[first], inner: tokens.slice(1) };
  return { file: 'preset.json', inner: tokens };
}

function at(root: unknown, tokens: string[]): unknown {
  let node = root;
  for (const token of tokens) {
    if (Array.isArray(node)) node = node[Number(token)];
    else if (isObject(node) && Object.hasOwn(node, token)) node = node[token];
    else return undefined;
  }
  return node;
}

const has = (root: unknown, tokens: string[]) => at(root, tokens) !== undefined;

type Layer = { dir: string; layer: unknown };

/**
 * A function giving `file#pointer` (relative to the working directory) of the nearest layer that
 * defines a value. With the built preset, a value inside a screen or form that a patch changed points
 * at that patch file.
 */
export function createLocator(chain: string[], built?: BuiltPreset): (pointer: string) => string {
  // Problems of the files were reported by the build: here a refused file is simply absent.
  const layers = chain.map((dir) => ({ dir, layer: readPresetLayer(dir, () => undefined) }));
  return (pointer) => locate(pointer, layers, chain, built);
}

/**
 * Where a value of a patched screen/form comes from: the patch operation that set it
 * (`<file>#/patch/<k>`), else its place in the whole file below the patches (by id, as patches move
 * blocks), else the top patch file.
 */
function patchOf(tokens: string[], layers: Layer[], built: BuiltPreset | undefined): string | undefined {
  const [kind, name] = tokens;
  if (!built || (kind !== 'screens' && kind !== 'forms') || name === undefined) return undefined;
  const defining = [...layers].reverse().filter(({ layer }) => has(layer, [kind, name]));
  const patches = defining.filter(({ layer }) => isPatchDocument(at(layer, [kind, name])));
  const whole = defining.find(({ layer }) => !isPatchDocument(at(layer, [kind, name])));
  if (patches.length === 0 || (whole && defining.indexOf(whole) < defining.indexOf(patches[0] as Layer))) return undefined;
  const fileOfLayer = (layer: Layer) => path.relative(process.cwd(), path.join(layer.dir, kind, `${name}.json`));
  const inherited = whole ? at(whole.layer, [kind, name]) : undefined;
  const below = whole ? defining.indexOf(whole) : defining.length;
  const replay = defining
    .slice(0, below)
    .reverse()
    .map((layer) => ({ file: fileOfLayer(layer), ops: (at(layer.layer, [kind, name]) as { patch: IdPatchOperation[] }).patch }));
  const inner = tokens.slice(2);
  const operation = patchOperationOf(inherited, replay, at(built, [kind, name]), inner);
  if (operation) return operation;
  // No operation set it: the value is the whole file's, found by id where a patch moved it.
  const original = whole ? pointerInOriginal(inherited, at(built, [kind, name]), inner) : undefined;
  if (whole && original !== undefined) return `${fileOfLayer(whole)}#${original}`;
  if (whole && isDeepStrictEqual(at(built, tokens), at(whole.layer, tokens))) return undefined;
  return `${fileOfLayer(patches[0] as Layer)}#/patch`;
}

const routesOf = (root: unknown): unknown[] => {
  const routes = at(root, ['routes', 'routes']);
  return Array.isArray(routes) ? routes : [];
};
const pathOf = (route: unknown) => (isObject(route) ? route.path : undefined);

/**
 * The routes table as mergeRoutes builds it, each entry with the layer and the index that hold it:
 * a layer's route replaces the inherited one of its path (the last of that path in the layer, as
 * mergeRoutes' map keeps it), its new paths follow in order.
 */
export function routeOrigins(layers: unknown[]): Array<{ layer: number; index: number }> {
  let table: Array<{ path: unknown; layer: number; index: number }> = [];
  layers.forEach((layer, l) => {
    const own = routesOf(layer);
    if (own.length === 0) return;
    const lastOf = new Map<unknown, number>();
    own.forEach((route, i) => lastOf.set(pathOf(route), i));
    const inherited = table.map((entry) => (lastOf.has(entry.path) ? { path: entry.path, layer: l, index: lastOf.get(entry.path) as number } : entry));
    own.forEach((route, i) => {
      if (!table.some((entry) => entry.path === pathOf(route))) inherited.push({ path: pathOf(route), layer: l, index: i });
    });
    table = inherited;
  });
  return table.map(({ layer, index }) => ({ layer, index }));
}

/** The tokens of a route pointer with the merged index replaced by the owning layer's, and that layer. */
function routeTokens(tokens: string[], layers: Layer[]): { tokens: string[]; owner: Layer } | undefined {
  const [first, second, index, ...rest] = tokens;
  if (first !== 'routes' || second !== 'routes' || index === undefined || !/^\d+$/.test(index)) return undefined;
  const origin = routeOrigins(layers.map(({ layer }) => layer))[Number(index)];
  const owner = origin && layers[origin.layer];
  return owner ? { tokens: ['routes', 'routes', String(origin.index), ...rest], owner } : undefined;
}

function locate(pointer: string, layers: Layer[], chain: string[], built?: BuiltPreset): string {
  let tokens = pointer === '' ? [] : pointer.slice(1).split('/').map(unescape);
  const route = routeTokens(tokens, layers);
  if (route) {
    tokens = route.tokens;
    layers = [route.owner];
  }
  const patched = patchOf(tokens, layers, built);
  if (patched) return patched;
  const { file, inner } = fileOf(tokens);
  for (let depth = tokens.length; depth >= 0; depth--) {
    const probe = tokens.slice(0, depth);
    const owner = [...layers].reverse().find(({ layer }) => has(layer, probe));
    if (owner) {
      const innerPointer = inner.map((t) => `/${escape(t)}`).join('');
      return `${path.relative(process.cwd(), path.join(owner.dir, file)) || file}#${innerPointer}`;
    }
  }
  const last = chain.at(-1) ?? '.';
  return `${path.relative(process.cwd(), path.join(last, file))}#${inner.map((t) => `/${escape(t)}`).join('')}`;
}
