// The check of every success answer against the contract, for tests (ServiceOptions.checkAnswers):
// the body a handler returns is validated with the operation's response schema (the one Fastify
// serialises it with, src/generated/service-routes.ts) before it is serialised, and a body written
// ahead (a JsonText) as it is sent. A mismatch fails the call with 500 and logs the errors, so a
// wrong type or a missing field fails the test that made the call; the serialiser alone would
// coerce or drop it.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { serviceRoutes } from '@/generated/service-routes';

/** A success answer that breaks its operation's response schema. */
export class AnswerMismatch extends Error {}

export function checkAnswers(app: FastifyInstance): void {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  const validators = new Map<string, ValidateFunction>();
  for (const route of serviceRoutes) {
    for (const [status, schema] of Object.entries(route.response ?? {})) validators.set(`${route.method} ${route.url} ${status}`, ajv.compile(schema));
  }
  const checked = new WeakSet<FastifyReply>();
  const check = (reply: FastifyReply, body: unknown) => {
    const validate = validators.get(`${reply.request.method} ${reply.request.routeOptions.url ?? ''} ${reply.statusCode}`);
    checked.add(reply);
    if (!validate || validate(body)) return;
    const errors = ajv.errorsText(validate.errors, { dataVar: 'answer' });
    console.error(`channel service: the answer of ${reply.request.method} ${reply.request.url} breaks the contract: ${errors}`);
    throw new AnswerMismatch(`The answer breaks the contract: ${errors}`);
  };
  app.addHook('preSerialization', async (_request, reply, payload) => {
    check(reply, payload);
    return payload;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (typeof payload === 'string' && !checked.has(reply) && /json/.test(String(reply.getHeader('content-type') ?? ''))) check(reply, JSON.parse(payload));
    return payload;
  });
}
