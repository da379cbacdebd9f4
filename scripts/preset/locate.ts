// Maps a JSON pointer of a built preset back to the file (and pointer in it) that set the value, so
// a finding names what to edit: /sections/VISUAL/color/primary -> <preset>/sections/VISUAL.json#/color/primary.
import path from 'node:path';
import { isObject, readPresetLayer } from './build.ts';

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

function has(root: unknown, tokens: string[]): boolean {
  let node = root;
  for (const token of tokens) {
    if (Array.isArray(node)) node = node[Number(token)];
    else if (isObject(node) && Object.hasOwn(node, token)) node = node[token];
    else return false;
  }
  return node !== undefined;
}

/** A function giving `file#pointer` (relative to the working directory) of the nearest layer that defines a value. */
export function createLocator(chain: string[]): (pointer: string) => string {
  const layers = chain.map((dir) => ({ dir, layer: readPresetLayer(dir) }));
  return (pointer) => locate(pointer, layers, chain);
}

function locate(pointer: string, layers: { dir: string; layer: unknown }[], chain: string[]): string {
  const tokens = pointer === '' ? [] : pointer.slice(1).split('/').map(unescape);
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
