import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

export type BundleReport = {
  firstRouteJsGzip: number;
  firstRouteFiles: string[];
  chunks: Array<{ file: string; sources: string; gzip: number; raw: number }>;
};

const gzipSize = (buffer: Buffer) => gzipSync(buffer, { level: 9 }).length;

/**
 * JS the browser must load before the first screen, read from what dist/index.html loads: its
 * module scripts and module preloads, and (through the Vite manifest) everything they import
 * statically. Dynamic imports are not counted here; the boot benchmark reports the JS that really
 * arrived before the first content.
 */
export async function measureBundle(distDir: string): Promise<BundleReport> {
  const manifest = JSON.parse(await readFile(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const html = await readFile(path.join(distDir, 'index.html'), 'utf8');
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
  const loaded = [...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="\/?([^"]+\.js)"/g)].map((m) => m[1]!);
  if (loaded.length === 0) throw new Error('index.html loads no script');
  const firstRoute = new Set<string>();
  const visit = (file: string) => {
    if (firstRoute.has(file)) return;
    firstRoute.add(file);
    const chunk = byFile.get(file);
    chunk?.imports?.forEach((key) => manifest[key] && visit(manifest[key].file));
  };
  loaded.forEach(visit);
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
  }
  for (const file of firstRoute) if (!seen.has(file)) firstRouteJsGzip += gzipSize(await readFile(path.join(distDir, file)));
  chunks.sort((a, b) => b.gzip - a.gzip);
  return { firstRouteJsGzip, firstRouteFiles: [...firstRoute], chunks };
}
