// node:http <-> Fetch API: the demo server hands each API request to msw's getResponse().
import type { IncomingMessage, ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import { DEMO_CLOCK_HEADER } from '../../src/lib/clock.ts';
import { SOURCE_ADDRESS_HEADER } from '../../src/mocks/handlers/source-address.ts';
import { demoStore } from '../../src/mocks/store/demo-store.ts';
import { brotli, gzip, preferredEncoding } from './encoding.ts';

export async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A Fetch Request for the incoming one; the body is buffered (multipart included). */
export async function toFetchRequest(req: IncomingMessage, origin: string): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name.startsWith(':') || name === SOURCE_ADDRESS_HEADER) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  // The socket's address, for the sign-in and message throttles (never what a client claims).
  headers.set(SOURCE_ADDRESS_HEADER, req.socket.remoteAddress ?? 'unknown');
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const body = hasBody ? await readBody(req) : undefined;
  return new Request(new URL(req.url ?? '/', origin), {
    method,
    headers,
    body: body && body.length > 0 ? new Uint8Array(body) : undefined,
  });
}

const COMPRESSIBLE = /^(text\/|application\/([\w.+-]*\+)?json\b)/;

/**
 * API bodies compressed as a real backend's front (nginx `gzip on` for JSON, deploy/nginx) would
 * compress them: brotli at a fast level or gzip, by Accept-Encoding, over 1 kB of JSON or text.
 */
async function encode(body: Buffer, type: string, accept: string): Promise<{ body: Buffer; encoding?: 'br' | 'gzip' }> {
  const encoding = body.length > 1024 && COMPRESSIBLE.test(type) ? preferredEncoding(accept) : null;
  if (encoding === 'br') return { body: await brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }), encoding };
  if (encoding === 'gzip') return { body: await gzip(body, { level: 6 }), encoding };
  return { body };
}

/** Writes a Fetch Response to the node response, compressed when the request accepts it. */
export async function sendFetchResponse(res: ServerResponse, response: Response, head: boolean, acceptEncoding = ''): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name === 'set-cookie') return;
    headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  const { body, encoding } = await encode(Buffer.from(await response.arrayBuffer()), response.headers.get('content-type') ?? '', acceptEncoding);
  if (encoding) {
    headers['content-encoding'] = encoding;
    headers.vary = [headers.vary, 'Accept-Encoding'].filter(Boolean).join(', ');
  }
  headers['content-length'] = String(body.length);
  // The demo clock's offset (POST /__demo/time): a portal with `demo: true` follows it (src/lib/clock.ts).
  headers[DEMO_CLOCK_HEADER] = String(demoStore().offsetMs);
  res.writeHead(response.status, response.statusText || undefined, headers);
  res.end(head ? undefined : body);
}
