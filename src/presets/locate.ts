// Maps a JSON pointer of a built preset back to the file (and pointer in it) that set the value, so
// a finding names what to edit: /sections/VISUAL/color/primary -> <preset>/sections/VISUAL.json#/color/primary.
import { isDeepStrictEqual } from 'node:util';
import path from 'node:path';
import { isPatchDocument } from '@/lib/patch-document';
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

/** The patch file that shaped a screen/form value, when the value differs from the whole file below the patches. */
function patchOf(tokens: string[], layers: Layer[], built: BuiltPreset | undefined): string | undefined {
  const [kind, name] = tokens;
  if (!built || (kind !== 'screens' && kind !== 'forms') || name === undefined) return undefined;
  const defining = [...layers].reverse().filter(({ layer }) => has(layer, [kind, name]));
  const patches = defining.filter(({ layer }) => isPatchDocument(at(layer, [kind, name])));
  const whole = defining.find(({ layer }) => !isPatchDocument(at(layer, [kind, name])));
  if (patches.length === 0 || (whole && defining.indexOf(whole) < defining.indexOf(patches[0] as Layer))) return undefined;
  if (whole && isDeepStrictEqual(at(built, tokens), at(whole.layer, tokens))) return undefined;
  return `${path.relative(process.cwd(), path.join((patches[0] as Layer).dir, kind, `${name}.json`))}#/patch`;
}

function locate(pointer: string, layers: Layer[], chain: string[], built?: BuiltPreset): string {
  const tokens = pointer === '' ? [] : pointer.slice(1).split('/').map(unescape);
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
