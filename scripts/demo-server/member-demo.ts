// The demo member backend and the demo controls as routes of the demo's Fastify app: each call is
// answered by the demo handlers (src/mocks/handlers.ts) with the socket's source address, the body
// as the app's parsers read it (JSON within the service's input limits: bad JSON is a 400, never `{}`).
import { getResponse } from 'msw';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { demoBackendHandlers } from '../../src/mocks/handlers.ts';
import { SOURCE_ADDRESS_HEADER } from '../../src/mocks/handlers/source-address.ts';

export type MemberDemoOptions = {
  /** After a demo control answered 2xx (`POST /__demo/reset`, …): the channel store follows. */
  afterControl: (pathname: string) => Promise<void>;
};

/** The largest body of a member call (an invoice scan of 10 MB, multipart). */
const MEMBER_BODY_LIMIT = 12 * 1024 * 1024;

/** The Fetch request the demo handlers read. */
function fetchRequest(request: FastifyRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === SOURCE_ADDRESS_HEADER || name === 'content-length') continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  // The socket's address (or the trusted proxy's word), for the message throttle: never what a client claims.
  headers.set(SOURCE_ADDRESS_HEADER, request.ip);
  const raw = request.body;
  const body = raw === undefined || raw === null ? undefined : Buffer.isBuffer(raw) ? new Uint8Array(raw) : JSON.stringify(raw);
  return new Request(`http://${request.headers.host ?? 'localhost'}${request.url}`, { method: request.method, headers, body });
}

async function send(reply: FastifyReply, response: Response) {
  reply.code(response.status);
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  return reply.send(Buffer.from(await response.arrayBuffer()));
}

export async function memberDemo(app: FastifyInstance, options: MemberDemoOptions): Promise<void> {
  // Bodies other than JSON (multipart uploads, the Bloomreach stand-in's text) reach the handlers as they came.
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MEMBER_BODY_LIMIT }, (_request, body, done) => done(null, body));
  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const response = await getResponse(demoBackendHandlers, fetchRequest(request));
    if (!response) return reply.code(404).send({ message: `No demo handler for ${request.method} ${pathname}`, code: 'NOT_FOUND' });
    if (response.ok && request.method === 'POST' && pathname.startsWith('/__demo/')) await options.afterControl(pathname);
    return send(reply, response);
  };
  const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
  app.route({ method: [...methods], url: '/wl/v1/*', bodyLimit: MEMBER_BODY_LIMIT, handler: handle });
  app.route({ method: [...methods], url: '/__demo/*', handler: handle });
}
