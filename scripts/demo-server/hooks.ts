// What the demo adds in front of every route of its one Fastify app (the channel service's, the
// member demo's, the controls and the static files): the controls answer same-origin pages only,
// CORS for the portal's own other origins (vite), the demo's latency and faults on `/wl/v1/`, the
// demo clock's header, and API bodies compressed as the deployment's front (nginx `gzip on`) does.
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEMO_CLOCK_HEADER } from '../../src/lib/clock.ts';
import { faultAnswer, takeFault } from '../../src/mocks/handlers/demo.ts';
import { demoStore } from '../../src/mocks/store/demo-store.ts';
import { assembleDocument, faultsDocumentPart } from './assembled-document.ts';
import { corsOrigin, ownOrigin, sameOriginOnly } from './origin-guard.ts';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export type DemoHookOptions = {
  host: string;
  latencyMs: number;
  /** Origins of the portal allowed by CORS. */
  allowedOrigins: readonly string[];
  /** The header and secret value that mark this server's own subrequests (no latency added to them). */
  subrequest: { header: string; value: string };
  /** Asks this server (loopback HTTP) as a browser would: the document's parts with faults set. */
  ask: (request: Request) => Promise<Response>;
};

const COMPRESSIBLE = /^(text\/|application\/([\w.+-]*\+)?json\b)/;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? '/';

/** The encoding to send for an Accept-Encoding header: brotli first. */
function preferredEncoding(accept: string): 'br' | 'gzip' | null {
  if (/\bbr\b/.test(accept)) return 'br';
  if (/\bgzip\b/.test(accept)) return 'gzip';
  return null;
}

/** Bodies over 1 kB of JSON or text: brotli at a fast level or gzip, by Accept-Encoding. */
async function compressed(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
  const type = String(reply.getHeader('content-type') ?? '');
  if (body.length <= 1024 || !COMPRESSIBLE.test(type) || reply.getHeader('content-encoding') || reply.statusCode === 304) return payload;
  const encoding = preferredEncoding(String(request.headers['accept-encoding'] ?? ''));
  if (!encoding) return payload;
  const vary = reply.getHeader('vary');
  reply.header('vary', [vary, 'Accept-Encoding'].filter(Boolean).join(', '));
  reply.header('content-encoding', encoding);
  reply.removeHeader('content-length');
  if (encoding === 'br') return brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
  return gzip(body, { level: 6 });
}

async function answerFault(request: FastifyRequest, reply: FastifyReply, options: DemoHookOptions): Promise<boolean> {
  const path = pathOf(request);
  const fault = takeFault(request.method, path.slice('/wl/v1/'.length));
  if (fault) {
    if (fault.delay_ms > 0) await sleep(fault.delay_ms);
    const answer = faultAnswer(fault);
    reply.code(answer.status);
    if (answer.type) reply.type(answer.type);
    await reply.send(answer.body ?? undefined);
    return true;
  }
  // With a fault set on one of its parts, the document is made of its parts as each part's own call answers now.
  if (request.method === 'GET' && path === '/wl/v1/platform/config/document' && demoStore().faults.some(faultsDocumentPart)) {
    const url = `http://${request.headers.host ?? options.host}${request.url}`;
    const headers = Object.fromEntries(Object.entries(request.headers).flatMap(([name, value]) => (typeof value === 'string' ? [[name, value]] : [])));
    const response = await assembleDocument(new Request(url, { headers }), options.ask);
    reply.code(response.status);
    response.headers.forEach((value, name) => void reply.header(name, value));
    await reply.send(response.status === 304 ? undefined : Buffer.from(await response.arrayBuffer()));
    return true;
  }
  return false;
}

export function registerDemoHooks(app: FastifyInstance, options: DemoHookOptions): void {
  app.addHook('onRequest', async (request, reply) => {
    const path = pathOf(request);
    if (path.startsWith('/__demo/')) {
      // A fault or a preset switch from another site would reach every member: no CORS for them.
      if (!sameOriginOnly(request, ownOrigin(request, options.host))) {
        return reply.code(403).send({ message: 'The demo controls answer same-origin requests only', code: 'FORBIDDEN' });
      }
      return;
    }
    if (!path.startsWith('/wl/v1/')) return;
    // A portal on one of its own other origins (vite dev or preview) may call the API; any other
    // origin gets no CORS headers, so its page can neither send a non-simple request nor read.
    const allowed = corsOrigin(request, options.allowedOrigins);
    reply.header('vary', 'Origin');
    if (allowed) {
      reply.header('access-control-allow-origin', allowed);
      reply.header('access-control-expose-headers', `Content-Disposition, ETag, ${DEMO_CLOCK_HEADER}`);
    }
    if (request.method === 'OPTIONS') {
      if (allowed) {
        reply.header('access-control-allow-methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
        reply.header('access-control-allow-headers', 'Authorization, Content-Type, X-Channel-Id, If-Match');
        reply.header('access-control-max-age', '600');
      }
      return reply.code(204).send();
    }
    const own = request.headers[options.subrequest.header] === options.subrequest.value;
    if (options.latencyMs > 0 && !own) await sleep(options.latencyMs);
    if (await answerFault(request, reply, options)) return reply;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const path = pathOf(request);
    // The demo clock's offset (POST /__demo/time): a portal with `demo: true` follows it (src/lib/clock.ts).
    if (path.startsWith('/wl/v1/') || path.startsWith('/__demo/')) reply.header(DEMO_CLOCK_HEADER, String(demoStore().offsetMs));
    return compressed(request, reply, payload);
  });
}
