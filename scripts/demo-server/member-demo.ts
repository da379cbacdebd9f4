// The demo member backend as routes of the demo's Fastify app: every member operation of the
// contract's route table (src/generated/member-routes.ts) with its params, query and body validated
// against the contract's schemas (as the service's are), answered by its resolver
// (src/mocks/handlers.ts `memberHandlers`, keyed by operationId) with the socket's source address.
// JSON bodies are read within the service's input limits (bad JSON is a 400, never `{}`); an invalid
// body is a 400 in the channel's language naming its fields. The demo controls (`/__demo/*`, not in
// the contract) are routes of their own (src/mocks/handlers.ts `demoControls`).
import { randomUUID } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { memberRoutes } from '../../src/generated/member-routes.ts';
import { UPLOAD_MAX_BYTES } from '../../src/lib/rules/upload.ts';
import { demoControls, memberHandlers } from '../../src/mocks/handlers.ts';
import { fail } from '../../src/mocks/handlers/http.ts';
import { SOURCE_ADDRESS_HEADER } from '../../src/mocks/handlers/source-address.ts';
import { localizeError } from '../../src/mocks/localized-errors.ts';
import { MSG } from '../../src/mocks/messages.ts';
import { demoStore } from '../../src/mocks/store/demo-store.ts';

export type MemberDemoOptions = {
  /** After a demo control answered 2xx (`POST /__demo/reset`, …): the channel store follows. */
  afterControl: (pathname: string) => Promise<void>;
};

/** A multipart upload's limit: the scan's own limit is the handler's to tell (with its message), the form's overhead on top. */
const MULTIPART_BODY_LIMIT = 2 * UPLOAD_MAX_BYTES;

/** The Fetch request a resolver reads: the parsed body again as JSON, a form or other bytes as they came. */
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

/** The fields a validation error names (`email`, `address.city`). */
function fieldsOf(error: FastifyError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const problem of error.validation ?? []) {
    const missing = (problem.params as { missingProperty?: unknown }).missingProperty;
    const field = [problem.instancePath.replace(/^\//, '').replace(/\//g, '.'), typeof missing === 'string' ? missing : ''].filter(Boolean).join('.');
    if (field) fields[field] = problem.message ?? field;
  }
  return fields;
}

export async function memberDemo(app: FastifyInstance, options: MemberDemoOptions): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: MULTIPART_BODY_LIMIT }, (_request, body, done) => done(null, body));
    scope.setErrorHandler(async (error: FastifyError, _request, reply) => {
      // Anything but a refused param, query or body is the service's to answer (limits, bad JSON).
      if (!error.validation) throw error;
      const response = error.validationContext === 'params' ? fail(404, MSG.notFound, { code: 'NOT_FOUND' }) : fail(400, MSG.mandatory, { code: 'INVALID_REQUEST', fields: fieldsOf(error) });
      return send(reply, await localizeError(response, demoStore()));
    });
    for (const route of memberRoutes) {
      const resolver = memberHandlers[route.operationId];
      scope.route({
        method: route.method,
        url: route.url,
        ...(route.multipartBody ? { bodyLimit: MULTIPART_BODY_LIMIT } : {}),
        schema: { ...(route.params ? { params: route.params } : {}), ...(route.querystring ? { querystring: route.querystring } : {}), ...(route.body ? { body: route.body } : {}) },
        handler: async (request, reply) => {
          const params = request.params as Record<string, string>;
          const response = await resolver({ request: fetchRequest(request), params, cookies: {}, requestId: randomUUID() } as Parameters<typeof resolver>[0]);
          if (!response) return reply.code(500).send({ message: `No answer for ${route.operationId}`, code: 'SERVER_ERROR' });
          return send(reply, response as Response);
        },
      });
    }
    // A member path the contract does not have.
    scope.all('/wl/v1/*', async (request, reply) => reply.code(404).send({ message: `No operation ${request.method} ${request.url.split('?')[0]}`, code: 'NOT_FOUND' }));
  });
  await app.register(async (scope) => {
    // The controls' bodies (the Bloomreach stand-in sends text) reach their handlers as they came.
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    for (const control of demoControls) {
      scope.route({
        method: control.method,
        url: control.path,
        handler: async (request, reply) => {
          const params = request.params as Record<string, string>;
          const response = (await control.resolve({ request: fetchRequest(request), params, cookies: {}, requestId: randomUUID() } as Parameters<typeof control.resolve>[0])) as Response;
          if (response.ok && request.method === 'POST') await options.afterControl(control.path);
          return send(reply, response);
        },
      });
    }
    scope.all('/__demo/*', async (request, reply) => reply.code(404).send({ message: `No demo control ${request.method} ${request.url.split('?')[0]}`, code: 'NOT_FOUND' }));
  });
}
