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

/** JS the browser must load before the first screen: the entry and its static imports. */
export async function measureBundle(distDir: string): Promise<BundleReport> {
  const manifest = JSON.parse(await readFile(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('No entry in the Vite manifest');
  const firstRoute = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || firstRoute.has(chunk.file)) return;
    firstRoute.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  visit(entryKey);
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
  chunks.sort((a, b) => b.gzip - a.gzip);
  return { firstRouteJsGzip, firstRouteFiles: [...firstRoute], chunks };
}
