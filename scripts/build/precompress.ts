// Vite plugin: after the build, writes `<file>.gz` (gzip -9) and `<file>.br` (brotli 11) beside every
// compressible file over 1 kB, for nginx `gzip_static` / `brotli_static`, the demo server
// (@fastify/static `preCompressed`) and any CDN that serves precompressed files. index.html is left
// out: the server rewrites its nonce per response, so it is compressed on the fly (docs/deploying.md).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|json|svg|txt|xml|webmanifest|wasm|map)$/i;
const MIN_BYTES = 1024;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? files(full) : entry.isFile() ? [full] : [];
  });
}

/** Writes the .gz and .br files; returns how many files got them. */
export function precompressDir(outDir: string): number {
  let written = 0;
  for (const file of files(outDir)) {
    if (!COMPRESSIBLE.test(file) || path.basename(file) === 'index.html') continue;
    const body = readFileSync(file);
    if (body.length < MIN_BYTES) continue;
    const gz = gzipSync(body, { level: constants.Z_BEST_COMPRESSION });
    if (gz.length >= body.length) continue;
    writeFileSync(`${file}.gz`, gz);
    const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
    if (br.length < body.length) writeFileSync(`${file}.br`, br);
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
