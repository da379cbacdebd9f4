// What the first-route JS is made of: each file `index.html` loads (bundle.ts) split by source, a
// library by package name, our code by file, from a build with source maps. A source's share of a
// file's gzip is its share of the file's minified bytes (`gzip`, adding up to the file's size);
// `marginal` is what the file's gzip loses without it (repetitive code, like generated validators,
// compresses better beside its kind than its byte share says).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { measureBundle } from './bundle.ts';

export type SourceShare = { source: string; raw: number; gzip: number; marginal: number };
export type FileSources = { file: string; gzip: number; sources: SourceShare[] };

const gzipSize = (text: string) => gzipSync(text, { level: 9 }).length;

/** A package's name for code under node_modules, else the path from the repository root. */
export function sourceGroup(source: string): string {
  const pkg = /.*node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (pkg) return pkg[1]!;
  const own = /(?:^|\/)((?:src|scripts)\/.*)$/.exec(source);
  return own ? own[1]! : source.replace(/^(\.\.\/)+/, '');
}

/** The file's code cut at its mappings, each piece with the group of its source ('(runtime)' when unmapped). */
function pieces(code: string, map: SourceMapConsumer): Array<[string, string]> {
  const lines = code.split('\n');
  const mappings: Array<{ line: number; column: number; group: string }> = [];
  map.eachMapping((m) => mappings.push({ line: m.generatedLine, column: m.generatedColumn, group: m.source ? sourceGroup(m.source) : '(runtime)' }));
  mappings.sort((a, b) => a.line - b.line || a.column - b.column);
  return mappings.map((m, i) => {
    const next = mappings[i + 1];
    const line = lines[m.line - 1] ?? '';
    return [m.group, next && next.line === m.line ? line.slice(m.column, next.column) : `${line.slice(m.column)}\n`];
  });
}

export async function measureBundleSources(distDir: string, mapsDir: string): Promise<FileSources[]> {
  const { firstRouteFiles } = await measureBundle(distDir);
  const result: FileSources[] = [];
  for (const file of firstRouteFiles) {
    const code = await readFile(path.join(distDir, file), 'utf8');
    const gzip = gzipSize(code);
    const raw = await readFile(path.join(mapsDir, `${file}.map`), 'utf8').catch(() => undefined);
    if (!raw) {
      result.push({ file, gzip, sources: [{ source: '(no source map)', raw: code.length, gzip, marginal: gzip }] });
      continue;
    }
    const cut = pieces(code, new SourceMapConsumer(JSON.parse(raw) as RawSourceMap));
    const whole = gzipSize(cut.map(([, text]) => text).join(''));
    const bytes = new Map<string, number>();
    for (const [group, text] of cut) bytes.set(group, (bytes.get(group) ?? 0) + text.length);
    const total = [...bytes.values()].reduce((a, b) => a + b, 0) || 1;
    const sources = [...bytes]
      .map(([source, size]) => ({
        source,
        raw: size,
        gzip: Math.round((size / total) * gzip),
        marginal: whole - gzipSize(cut.filter(([group]) => group !== source).map(([, text]) => text).join('')),
      }))
      .sort((a, b) => b.gzip - a.gzip);
    result.push({ file, gzip, sources });
  }
  return result.sort((a, b) => b.gzip - a.gzip);
}
