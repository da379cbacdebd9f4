// The channel service as a Fastify 5 app: every operation of openapi/wl-v1.yaml the product owns
// (src/generated/service-routes.ts), validated with the contract's own JSON Schemas. Paths match
// exactly as sent (case-sensitive, no trailing-slash, doubled-slash or percent-encoded variants of
// a fixed segment); only application/json bodies are read (415 otherwise; uploads: their image
// types), within the input limits of src/lib/input-limits.ts (413 / 400 / 422, each naming the
// limit and the JSON pointer: parseJsonBody).
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { ASSET_MAX_BYTES } from '@/lib/assets/image-sniff';
import { formatLimit, INPUT_LIMITS } from '@/lib/input-limits';
import { serviceRoutes, type ServiceOperationId, type ServiceRoute } from '@/generated/service-routes';
import { checkAnswers } from './answer-check';
import { ServiceContext, type ServiceHooks } from './context';
import type { ChannelDb } from './db/connect';
import { isStoreUnavailable } from './db/store-health';
import { healthHandlers, registerHealth } from './health';
import { HttpError, noOperation, parseJsonBody, rawPathMatches } from './http';
import { recordAudit } from './store/audit';
import type { Clock } from './store/types';
import { realClock } from './store/types';
import { assetHandlers, UPLOAD_MEDIA_TYPES, uploadTypeRefusal } from './routes/assets';
import { auditHandlers } from './routes/audit';
import { configReadHandlers } from './routes/config-reads';
import { draftHandlers } from './routes/drafts';
import { importHandlers } from './routes/import';
import { invitationHandlers } from './routes/invitations';
import { importSettingsFromEnv, type ImportSettings } from './import/import-rules';
import { publishHandlers } from './routes/publish';
import { scheduleHandlers } from './routes/schedule';
import { sessionHandlers } from './routes/session';
import { teamHandlers } from './routes/team';
import type { RouteOf, ServiceHandlers } from './routes/types';
import { versionHandlers } from './routes/versions';
import { registerFirstScreen } from './routes/first-screen';
import { FirstScreens } from './renders/first-screens';
import { storeUnavailable } from './unavailable';
import { startWorker, WORKER_INTERVAL_MS, type Worker } from './worker';

/** The largest body a write may have: the limit of a whole config (INPUT_LIMITS.totalBytes). */
export const BODY_LIMIT = INPUT_LIMITS.totalBytes;

export type ServiceOptions = {
  store: ChannelDb;
  clock?: Clock;
  hooks?: ServiceHooks;
  /** Run the schedule worker (default on); `intervalMs` its poll interval. */
  worker?: boolean | { intervalMs: number };
  bodyLimit?: number;
  logger?: boolean;
  /**
   * The proxies whose `X-Forwarded-For` gives a request's source address (Fastify `trustProxy`:
   * addresses or CIDRs, comma-separated), e.g. the nginx in front. Unset: the socket's address,
   * which behind a proxy is the proxy's own, so the per-address sign-in throttle would count every
   * operator as one address.
   */
  trustProxy?: string;
  /** Which platforms importPlatformConfig may fetch (default: CHANNEL_IMPORT_HOSTS, CHANNEL_IMPORT_PRIVATE). */
  platformImport?: ImportSettings;
  /**
   * The server render's bundle (dist-ssr/entry.js: DEFAULT_RENDER_ENTRY) that renders each channel's
   * public screens ahead; unset: none are rendered (docs/performance.md, "HTML first").
   */
  renderEntry?: string;
  /**
   * More plugins on the same app, registered before the service's routes (the demo's member backend,
   * static files and controls: scripts/demo-server/): one listening server, so every route sees the
   * same source address, paths and limits.
   */
  extend?: (app: FastifyInstance, ctx: ServiceContext) => Promise<void> | void;
  /** Validate each success answer against its operation's response schema, 500 when it breaks it (tests: answer-check.ts). */
  checkAnswers?: boolean;
};

export type ChannelService = {
  app: FastifyInstance;
  ctx: ServiceContext;
  worker: Worker | null;
  /** Stops the worker, finishes in-flight requests, closes the app (not the store: its owner closes it). */
  close: () => Promise<void>;
};

/** One handler per operation of the contract the service owns: a missing one fails the typecheck. */
const handlers: ServiceHandlers = {
  ...configReadHandlers,
  ...publishHandlers,
  ...sessionHandlers,
  ...draftHandlers,
  ...versionHandlers,
  ...scheduleHandlers,
  ...auditHandlers,
  ...teamHandlers,
  ...invitationHandlers,
  ...importHandlers,
  ...assetHandlers,
  ...healthHandlers,
};

const ASSET_UPLOAD_URL = serviceRoutes.find((r) => r.operationId === 'uploadAsset')?.url;

const errorBody = (status: number, message: string, code: string) => ({ status, body: { message, code } });

function asAnswer(error: FastifyError | HttpError): { status: number; body: Record<string, unknown> } {
  if (error instanceof HttpError) return { status: error.status, body: { message: error.message, code: error.code, ...error.extra } };
  // A path segment or language the contract does not know names no resource: 404, as for an unknown id.
  if (error.validation && (error.validationContext === 'params' || /language/.test(error.message))) return errorBody(404, `Not found: ${error.message}`, 'NOT_FOUND');
  if (error.validation) return errorBody(400, `Invalid request: ${error.message}`, 'INVALID_REQUEST');
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.statusCode === 415) return errorBody(415, 'Only application/json bodies are accepted', 'UNSUPPORTED_MEDIA_TYPE');
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.statusCode === 413) return errorBody(413, `The body is over the limit of ${formatLimit(INPUT_LIMITS.totalBytes)} in all`, 'PAYLOAD_TOO_LARGE');
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) return errorBody(error.statusCode, error.message, 'BAD_REQUEST');
  return errorBody(500, 'Channel service error', 'SERVER_ERROR');
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A contract operation of the service: its path must match as sent (rawPathMatches). */
    exactPath?: boolean;
  }
}

/** The operator calls and the publish: answered `Cache-Control: no-store`. */
const OPERATOR_CALL = /\/platform\/(operator(\/|$)|config\/channel$)/;

export async function createChannelService(options: ServiceOptions): Promise<ChannelService> {
  const ctx = new ServiceContext(options.store.db, options.clock ?? realClock, options.hooks);
  ctx.importSettings = options.platformImport ?? importSettingsFromEnv();
  ctx.storeHealth = options.store.health;
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: options.bodyLimit ?? BODY_LIMIT,
    routerOptions: { caseSensitive: true, ignoreTrailingSlash: false, ignoreDuplicateSlashes: false },
    return503OnClosing: true,
    trustProxy: options.trustProxy ? options.trustProxy.split(',').map((a) => a.trim()).filter(Boolean) : false,
  });
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, parseJsonBody);
  app.setNotFoundHandler((request, reply) => reply.code(404).send(noOperation(request)));
  // The service's paths match as sent: a decoded variant of a route's fixed segments is no operation
  // (rawPathMatches). Only the contract's operations (`exactPath`): routes an extension adds (the
  // demo's static files and member calls) match as they declare.
  app.addHook('onRequest', async (request, reply) => {
    const route = request.routeOptions.url;
    if (!request.is404 && route && request.routeOptions.config.exactPath === true && !rawPathMatches(route, request.url)) return reply.code(404).send(noOperation(request));
  });
  app.setErrorHandler(async (caught: FastifyError | HttpError, request, reply) => {
    // The store went away during the call: 503 with Retry-After, and the service stops asking it.
    const outage = !(caught instanceof HttpError) && isStoreUnavailable(caught);
    if (outage) ctx.storeHealth.markDown(caught);
    const error = outage ? storeUnavailable(ctx.storeHealth) : caught;
    const { status, body } = asAnswer(error);
    // An upload over the body limit is refused with the asset limit's own reason and code.
    if (status === 413 && !(error instanceof HttpError) && request.routeOptions.url === ASSET_UPLOAD_URL) Object.assign(body, { message: `The file is over the limit of ${ASSET_MAX_BYTES} bytes (2 MB)`, code: 'ASSET_TOO_LARGE' });
    // An upload in a type it is not read under is told the types it is.
    if (status === 415 && body.code === 'UNSUPPORTED_MEDIA_TYPE' && request.routeOptions.url === ASSET_UPLOAD_URL) Object.assign(body, uploadTypeRefusal());
    if (status >= 500) request.log.error(error);
    if (error instanceof HttpError) {
      if (error.audit) await recordAudit(ctx.db, ctx.clock, error.audit).catch((e: unknown) => request.log.error(e));
      for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
    }
    if (status >= 500 && !(error instanceof HttpError)) console.error('channel service:', error);
    return reply.code(status).send(body);
  });
  registerHealth(app, ctx);
  if (options.extend) await options.extend(app, ctx);
  if (options.checkAnswers) checkAnswers(app);
  const register = <K extends ServiceOperationId>(scope: FastifyInstance, route: ServiceRoute & { operationId: K }) => {
    const handler = handlers[route.operationId];
    scope.route<RouteOf<K>>({
      method: route.method,
      url: route.url,
      schema: { ...(route.params ? { params: route.params } : {}), ...(route.querystring ? { querystring: route.querystring } : {}), ...(route.body ? { body: route.body } : {}), ...(route.response ? { response: route.response } : {}) },
      handler: (request, reply) => handler(ctx, request, reply),
      config: { exactPath: true },
      // Operator calls are never kept by a cache (nginx, a CDN, the service worker, the browser): the studio reads what is live now.
      ...(OPERATOR_CALL.test(route.url) ? { onRequest: async (_request: FastifyRequest, reply: FastifyReply) => void reply.header('Cache-Control', 'no-store') } : {}),
    });
  };
  for (const route of serviceRoutes) if (!route.binaryBody) register(app, route);
  // Uploads (raw bytes) in their own scope: only their routes read application/octet-stream and the
  // image types, up to the asset limit plus one byte, so an upload over it is refused by the handler
  // with its reason.
  await app.register(async (scope) => {
    scope.addContentTypeParser([...UPLOAD_MEDIA_TYPES], { parseAs: 'buffer', bodyLimit: ASSET_MAX_BYTES + 1 }, (_request, body, done) => done(null, body));
    for (const route of serviceRoutes) if (route.binaryBody) register(scope, route);
  });
  if (options.renderEntry) {
    ctx.firstScreens = new FirstScreens(ctx.db, options.renderEntry);
    registerFirstScreen(app, ctx);
  }
  await app.ready();
  const interval = typeof options.worker === 'object' ? options.worker.intervalMs : WORKER_INTERVAL_MS;
  const worker = options.worker === false ? null : startWorker(ctx, interval);
  return {
    app,
    ctx,
    worker,
    close: async () => {
      await worker?.stop();
      await app.close();
      await ctx.firstScreens?.close();
    },
  };
}
