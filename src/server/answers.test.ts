// @vitest-environment node
// Every success answer is serialised with its operation's response schema from the contract: a field
// the contract does not list is not sent, and (with checkAnswers, as every service test runs) a
// wrong type fails the call instead of going out coerced.
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startTestService, type TestService } from './test-service';

let svc: TestService | undefined;
afterEach(async () => svc?.close());

/** A service whose liveness answer is changed by `tamper` after its handler, as a handler's bug would. */
const tampered = (tamper: (data: Record<string, unknown>) => void, checkAnswers = true) =>
  startTestService({
    service: {
      checkAnswers,
      extend: (app: FastifyInstance) => {
        app.addHook('preSerialization', async (request, _reply, payload: { data?: Record<string, unknown> }) => {
          if (request.routeOptions.url === '/wl/v1/platform/healthz' && payload.data) tamper(payload.data);
          return payload;
        });
      },
    },
  });

describe('answers and the contract', () => {
  it('sends only the fields the contract lists', async () => {
    svc = await tampered((data) => Object.assign(data, { secret: 'kept in', config: { a: 1 } }));
    const answer = await svc.call('GET', 'platform/healthz');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ status: 'alive', store: 'ready', since: expect.any(String) });
  });

  it('fails a call whose answer has a wrong type or lacks a required field', async () => {
    svc = await tampered((data) => Object.assign(data, { status: 5 }));
    expect((await svc.call('GET', 'platform/healthz')).status).toBe(500);
    await svc.close();
    svc = await tampered((data) => delete data.store);
    expect((await svc.call('GET', 'platform/healthz')).status).toBe(500);
  });
});
