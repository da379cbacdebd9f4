// The static build in dist/: loaded into memory at start-up, compressible files precompressed once
// (brotli and gzip, in the zlib thread pool while the server already listens), served by
// Accept-Encoding with ETags, long cache for hashed /assets, SPA fallback to index.html.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { brotli, gzip, preferredEncoding } from './encoding.ts';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.pdf': 'application/pdf',
  '.wasm': 'application/wasm',
};
const compressible = /^(text\/|application\/(json|javascript|xml|manifest\+json|wasm)|image\/svg\+xml)/;

type Encoded = { br?: Buffer; gzip?: Buffer };
type StaticFile = { body: Buffer; type: string; etag: string; encoded: Promise<Encoded> };

function walk(dir: string, base = dir, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, base, out);
    else if (entry.isFile()) out.push(path.relative(base, full).split(path.sep).join('/'));
  }
  return out;
}

async function encode(body: Buffer): Promise<Encoded> {
  const [br, gz] = await Promise.all([
    brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gzip(body, { level: 9 }),
  ]);
  return { br: br.length < body.length ? br : undefined, gzip: gz.length < body.length ? gz : undefined };
}

const etagOf = (body: Buffer) => `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`;

/** A file whose text `shell` rewrote, compressed at a per-response level (brotli 5, gzip 6). */
async function rewritten(file: StaticFile, shell: (html: string) => Promise<string>): Promise<StaticFile> {
  const body = Buffer.from(await shell(file.body.toString('utf8')));
  const [br, gz] = await Promise.all([
    brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
    gzip(body, { level: 6 }),
  ]);
  return { body, type: file.type, etag: etagOf(body), encoded: Promise.resolve({ br, gzip: gz }) };
}

export class StaticSite {
  readonly files = new Map<string, StaticFile>();
  readonly ready: Promise<void>;

  constructor(readonly root: string) {
    if (existsSync(root) && statSync(root).isDirectory()) {
      for (const rel of walk(root)) {
        // The build's .gz files are for nginx gzip_static; this server compresses by itself.
        if (rel.endsWith('.gz')) continue;
        const body = readFileSync(path.join(root, rel));
        const type = types[path.extname(rel).toLowerCase()] ?? 'application/octet-stream';
        const worth = compressible.test(type) && body.length > 1024;
        this.files.set(`/${rel}`, { body, type, etag: etagOf(body), encoded: worth ? encode(body) : Promise.resolve({}) });
      }
    }
    this.ready = Promise.all([...this.files.values()].map((f) => f.encoded)).then(() => undefined);
  }

  get hasBuild(): boolean {
    return this.files.has('/index.html');
  }

  has(pathname: string): boolean {
    return this.files.has(pathname);
  }

  /**
   * Serves a file of the build (or index.html for an app route); false when nothing fits. `shell`
   * rewrites the portal's index.html per request (the channel document): that body is compressed
   * per response, its ETag taken from what is sent.
   */
  async serve(req: IncomingMessage, res: ServerResponse, pathname: string, shell?: (html: string) => Promise<string>): Promise<boolean> {
    let key = pathname.endsWith('/') ? `${pathname}index.html` : pathname;
    let file = this.files.get(key);
    if (!file && !path.posix.extname(pathname)) {
      // The studio (its own entry, docs/studio.md) has its own shell; every other route is the portal's.
      key = /^\/studio(\/|$)/.test(pathname) ? '/studio/index.html' : '/index.html';
      file = this.files.get(key);
    }
    if (!file) return false;
    if (shell && key === '/index.html') file = await rewritten(file, shell);
    const hashed = key.startsWith('/assets/');
    const accept = String(req.headers['accept-encoding'] ?? '');
    const encoded = await file.encoded;
    const encoding = preferredEncoding(accept, encoded);
    const body = (encoding && encoded[encoding]) || file.body;
    // Each representation has its own strong ETag.
    const etag = encoding ? `${file.etag.slice(0, -1)}-${encoding}"` : file.etag;
    const headers: Record<string, string> = {
      'Content-Type': file.type,
      'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      ETag: etag,
      Vary: 'Accept-Encoding',
      'X-Content-Type-Options': 'nosniff',
    };
    if (encoding) headers['Content-Encoding'] = encoding;
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers);
      res.end();
      return true;
    }
    headers['Content-Length'] = String(body.length);
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  }
}
