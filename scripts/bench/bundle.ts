import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { bootLoaderFiles } from '../build/boot-loader.ts';

type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

export type BundleReport = {
  firstRouteJsGzip: number;
  firstRouteFiles: string[];
  /** firstRoute plus the renderer chunk main.tsx starts at once (and its static imports): all JS before the first render. */
  beforeFirstRenderJsGzip: number;
  chunks: Array<{ file: string; sources: string; gzip: number; raw: number }>;
};

const BOOT_RENDERER = 'src/app/render.tsx';

const gzipSize = (buffer: Buffer) => gzipSync(buffer, { level: 9 }).length;

/**
 * JS the browser must load before the first screen, read from what dist/index.html loads: its
 * module scripts and module preloads (as tags, or as its boot loader's files), and (through the
 * Vite manifest) everything they import statically. Dynamic imports are not counted there, except in `beforeFirstRenderJsGzip`, which adds
 * the renderer chunk main.tsx starts at once; the boot benchmark reports the JS that really arrived
 * before the first content (screen and block chunks included).
 */
export async function measureBundle(distDir: string): Promise<BundleReport> {
  const manifest = JSON.parse(await readFile(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const html = await readFile(path.join(distDir, 'index.html'), 'utf8');
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
  // What its tags load, or its boot loader starts (scripts/build/boot-loader.ts).
  const boot = bootLoaderFiles(html);
  const loaded = [
    ...[...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="\/?([^"]+\.js)"/g)].map((m) => m[1]!),
    ...(boot ? [boot.module, ...boot.modulepreload].map((file) => file.replace(/^\//, '')) : []),
  ];
  if (loaded.length === 0) throw new Error('index.html loads no script');
  const firstRoute = new Set<string>();
  const visit = (file: string) => {
    if (firstRoute.has(file)) return;
    firstRoute.add(file);
    const chunk = byFile.get(file);
    chunk?.imports?.forEach((key) => manifest[key] && visit(manifest[key].file));
  };
  loaded.forEach(visit);
  const bootOnly = new Set(firstRoute);
  // The renderer chunk is a dynamic import, but main.tsx starts it at once: the first render needs it.
  if (manifest[BOOT_RENDERER]) visit(manifest[BOOT_RENDERER].file);
  const beforeFirstRender = new Set(firstRoute);
  firstRoute.clear();
  bootOnly.forEach((file) => firstRoute.add(file));
  let beforeFirstRenderJsGzip = 0;
  const chunks: BundleReport['chunks'] = [];
  let firstRouteJsGzip = 0;
  const seen = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.file.endsWith('.js') || seen.has(chunk.file)) continue;
    seen.add(chunk.file);
    const buffer = await readFile(path.join(distDir, chunk.file));
    const gzip = gzipSize(buffer);
    chunks.push({ file: chunk.file, sources: chunk.src ?? key, gzip, raw: buffer.length });
    if (firstRoute.has(chunk.file)) firstRouteJsGzip += gzip;
    if (beforeFirstRender.has(chunk.file)) beforeFirstRenderJsGzip += gzip;
  }
  for (const file of firstRoute) if (!seen.has(file)) firstRouteJsGzip += gzipSize(await readFile(path.join(distDir, file)));
  chunks.sort((a, b) => b.gzip - a.gzip);
  return { firstRouteJsGzip, firstRouteFiles: [...firstRoute], beforeFirstRenderJsGzip, chunks };
}
