// Liveness and readiness (getHealth, getReadiness; also at /healthz and /readyz at the root), and
// the service's answer while its store is away: every call but the member's config reads and the
// probes is refused at once with 503 STORE_UNAVAILABLE and Retry-After (docs/deploying.md, "Health
// and outages"); a call that meets the outage mid-way gets the same answer from the error handler.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { components } from '@/generated/api';
import { serviceRoutes } from '@/generated/service-routes';
import type { ServiceContext } from './context';
import { RETRY_AFTER_SECONDS, type StoreHealth } from './db/store-health';
import { ok, type OpData } from './http';
import { FIRST_SCREEN_PATH } from './routes/first-screen';
import type { Handlers } from './routes/types';
import { storeUnavailable } from './unavailable';

/** Calls answered while the store is away: the config reads from the last good copy, the probes. */
const SERVED_IN_OUTAGE = new Set(['getDomainConfig', 'getPublicConfig', 'getTranslations', 'getConfigSection', 'getPortalStructure', 'getChannelDocument', 'getHealth', 'getReadiness']);
const OPEN_URLS = new Set([...serviceRoutes.filter((r) => SERVED_IN_OUTAGE.has(r.operationId)).map((r) => r.url), FIRST_SCREEN_PATH, '/healthz', '/readyz']);

const stateOf = (health: StoreHealth) => ({ store: health.state, since: new Date(health.since).toISOString() });

async function alive(ctx: ServiceContext, _request: FastifyRequest, reply: FastifyReply) {
  reply.header('Cache-Control', 'no-store');
  return ok('getHealth', { status: 'alive', ...stateOf(ctx.storeHealth) });
}

async function ready(ctx: ServiceContext, _request: FastifyRequest, reply: FastifyReply): Promise<{ data: OpData<'getReadiness'> } | components['schemas']['NotReady']> {
  const health = ctx.storeHealth;
  reply.header('Cache-Control', 'no-store');
  if (await health.check()) return ok('getReadiness', { status: 'ready', ...stateOf(health) });
  const why = health.state === 'starting' ? 'waiting for the database and its migrations' : `database unreachable since ${new Date(health.since).toISOString()}${health.reason ? ` (${health.reason})` : ''}`;
  reply.code(503).header('Retry-After', String(RETRY_AFTER_SECONDS));
  return { message: `Not ready: ${why}`, code: 'NOT_READY', ...stateOf(health) };
}

export const healthHandlers = { getHealth: alive, getReadiness: ready } satisfies Handlers;

/** The root probes and the outage gate. */
export function registerHealth(app: FastifyInstance, ctx: ServiceContext): void {
  app.get('/healthz', (request, reply) => alive(ctx, request, reply));
  app.get('/readyz', (request, reply) => ready(ctx, request, reply));
  app.addHook('onRequest', async (request) => {
    if (ctx.storeHealth.available || OPEN_URLS.has(request.routeOptions.url ?? '')) return;
    // An unknown path stays a 404.
    if (request.routeOptions.url === undefined) return;
    throw storeUnavailable(ctx.storeHealth);
  });
}
