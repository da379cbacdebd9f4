// Member calls (`/wl/v1/…` outside `/wl/v1/platform/`) forwarded to the member API (MEMBER_API_URL)
// through @fastify/reply-from: bodies stream both ways (nothing buffered, the member API's own limits
// and encoding hold), on the service's own Fastify app. `/wl/v1/platform/…` in any case or spelling
// is the service's: never forwarded.
import replyFrom from '@fastify/reply-from';
import type { FastifyInstance } from 'fastify';

const OWNED = /^\/wl\/v1\/platform(\/|$)/i;

/** Whether a raw path is, read in any case or decoded, under the service's prefix. */
function owned(path: string): boolean {
  if (OWNED.test(path)) return true;
  try {
    return OWNED.test(decodeURIComponent(path));
  } catch {
    return true;
  }
}

export async function memberForward(app: FastifyInstance, options: { base: string }): Promise<void> {
  await app.register(async (scope) => {
    // The body is the member API's to read: every type passes through as the request's stream
    // (reply-from pipes a stream body as it comes).
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    await scope.register(replyFrom, { base: options.base });
    scope.route({
      method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      url: '/wl/v1/*',
      exposeHeadRoute: false,
      handler: (request, reply) => {
        const path = request.url.split('?')[0] ?? '/';
        if (owned(path)) return reply.code(404).send({ message: `No operation ${request.method} ${path}`, code: 'NOT_FOUND' });
        return reply.from(request.url, {
          onError: (failed) => failed.code(502).send({ message: 'The member API did not answer', code: 'BAD_GATEWAY' }),
        });
      },
    });
  });
}
