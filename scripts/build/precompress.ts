// Vite plugin: after the build, writes `<file>.gz` (gzip -9) beside every compressible file over
// 1 kB, for nginx `gzip_static` and any CDN that serves precompressed files. index.html is left
// out: the server rewrites its nonce per response, so it is compressed on the fly (docs/deploying.md).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { constants, gzipSync } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|json|svg|txt|xml|webmanifest|wasm|map)$/i;
const MIN_BYTES = 1024;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? files(full) : entry.isFile() ? [full] : [];
  });
}

/** Writes the .gz files; returns how many. */
export function precompressDir(outDir: string): number {
  let written = 0;
  for (const file of files(outDir)) {
    if (!COMPRESSIBLE.test(file) || path.basename(file) === 'index.html') continue;
    const body = readFileSync(file);
    if (body.length < MIN_BYTES) continue;
    const gz = gzipSync(body, { level: constants.Z_BEST_COMPRESSION });
    if (gz.length >= body.length) continue;
    writeFileSync(`${file}.gz`, gz);
    written += 1;
  }
  return written;
}

export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'portal-precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle() {
      precompressDir(path.resolve(config.root, config.build.outDir));
    },
  };
}
