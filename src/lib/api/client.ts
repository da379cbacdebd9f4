import createClient from 'openapi-fetch';
import type { paths } from '@/generated/api';
import { API_PREFIX, PlannedRequest, REQUEST_TIMEOUT_MS, createAuthFetch, createOperatorFetch, type OperatorCredentials, type TransportSettings } from './auth-fetch';
import { followDemoClock } from '../clock';
import { FEATURE_UNAVAILABLE_KEY, lacksAssumedRead } from './assumed-reads';
import { ApiError, errorMessageOf } from './errors';
import { journeyMessageKey, type ErrorRule } from './journey-errors';

export type ApiSettings = {
  /** Deployment's `apiBaseUrl`; absolute under Node, may be relative ('' or '/api') in the browser. */
  baseUrl: string;
  channelId?: string | null;
  timeoutMs?: number;
  refreshEnabled?: boolean;
  /** Against the demo backend only: the portal's clock follows the demo's (src/lib/clock.ts). */
  demoClock?: boolean;
};

let demoClock = false;

let transport: TransportSettings = {
  apiRoot: `/${API_PREFIX}`,
  channelId: null,
  timeoutMs: REQUEST_TIMEOUT_MS,
  refreshEnabled: true,
};

/** The method and URL each response answered, so `call()` can tell a read from a mutation, and which call it was. */
const requests = new WeakMap<Response, { method: string; url: string }>();

/** The one factory of typed clients of openapi/wl-v1.yaml: the member client and the operator client differ only by how a call is sent. */
function createApiClient(send: (request: PlannedRequest) => Promise<Response>) {
  return createClient<paths>({
    baseUrl: transport.apiRoot,
    // The URL and init of each call, not a native Request (auth-fetch.ts, `PlannedRequest`).
    Request: PlannedRequest as unknown as typeof Request,
    // msw patches globalThis.fetch after modules load: resolve it at call time, never capture it.
    fetch: async (input: Request) => {
      const request = input as unknown as PlannedRequest;
      const response = await send(request);
      requests.set(response, { method: request.method, url: request.url });
      if (demoClock) followDemoClock(response.headers);
      return response;
    },
  });
}

function buildClient() {
  return createApiClient(
    createAuthFetch(
      () => transport,
      (error) => reportError(error),
    ),
  );
}

let client = buildClient();

export type ApiClient = typeof client;

let operatorCredentials: () => OperatorCredentials = () => ({ token: null, channelId: null });
let operatorClient: ApiClient | null = null;

export function configureApi(settings: ApiSettings) {
  const base = settings.baseUrl.replace(/\/+$/, '');
  transport = {
    apiRoot: `${base}/${API_PREFIX}`,
    channelId: settings.channelId ?? null,
    timeoutMs: settings.timeoutMs ?? REQUEST_TIMEOUT_MS,
    refreshEnabled: settings.refreshEnabled ?? true,
  };
  demoClock = settings.demoClock === true;
  client = buildClient();
  operatorClient = null;
}

export function setChannelId(channelId: string | null) {
  transport = { ...transport, channelId };
}

/** The channel the calls go to now (null: none known yet). */
export function getChannelId(): string | null {
  return transport.channelId;
}

export function getApiRoot(): string {
  return transport.apiRoot;
}

/** The one typed client of openapi/wl-v1.yaml. */
export function api(): ApiClient {
  return client;
}

/**
 * Where the operator client finds the operator's token and chosen channel (the studio's session).
 * Operator calls never carry the member's session and are never refreshed: a 401 ends the operator's sign-in.
 */
export function configureOperator(credentials: () => OperatorCredentials) {
  operatorCredentials = credentials;
  operatorClient = null;
}

/** The same typed client for operator calls (studio, publishing): `Authorization: Bearer <operator token>`. */
export function operatorApi(): ApiClient {
  operatorClient ??= createApiClient(createOperatorFetch(() => transport, () => operatorCredentials()));
  return operatorClient;
}

/**
 * Where an operator call goes and the headers it carries (the operator's token, the chosen channel),
 * for a request the typed client cannot make: an upload that reports its progress (XMLHttpRequest).
 */
export function operatorTarget(): { root: string; headers: Record<string, string> } {
  const { token, channelId } = operatorCredentials();
  const channel = channelId ?? transport.channelId;
  return { root: transport.apiRoot, headers: { ...(channel ? { 'X-Channel-Id': channel } : {}), ...(token ? { Authorization: `Bearer ${token}` } : {}) } };
}

type ErrorReporter = (error: ApiError) => void;
let reporter: ErrorReporter | null = null;
/** Failures of calls made before the app registered its reporter (the first screen's reads, started at boot). */
const early: ApiError[] = [];
const EARLY_KEPT = 10;

function reportError(error: ApiError) {
  error.reported = true;
  if (reporter) reporter(error);
  else if (early.length < EARLY_KEPT) early.push(error);
}

/**
 * The app routes failures to its toast system here; lib stays free of UI. Failures reported before
 * (boot's reads go out beside the config calls, before the app is up) are handed over at once.
 */
export function onApiError(next: ErrorReporter) {
  reporter = next;
  early.splice(0).forEach((error) => next(error));
}

let quietDepth = 0;

/**
 * Runs `start` so that the calls it enters synchronously do not report a failure that has one of
 * our journey messages (spec 8, `journey-errors.ts`): their caller, a form, shows it once, inline.
 * Server messages and transport faults are still reported (the error toast, spec 8) and marked
 * `reported`, so the form does not repeat them (docs/decisions.md). A call is judged when it is
 * entered, so an operation must call `call()` before its first await.
 */
export function withoutReports<T>(start: () => T): T {
  quietDepth += 1;
  try {
    return start();
  } finally {
    quietDepth -= 1;
  }
}

export type Unwrapped<D> = D extends { data: infer Inner } ? Inner : D;

type FetchResult<D> = { data?: D; error?: unknown; response: Response };

export type CallOptions = {
  /** Do not report the failure to the member (the caller shows it another way). */
  silent?: boolean;
  /** The spec's journey messages for this operation's failures (`journey-errors.ts`). */
  errors?: readonly ErrorRule[];
};

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof SyntaxError) return new ApiError('unreadable', 'unreadable');
  if (error instanceof DOMException && error.name === 'AbortError') throw error;
  return new ApiError('network', 'network');
}

/**
 * Awaits an openapi-fetch call and returns its payload: the `data` field when the body is an
 * object with one, else the whole body. Failures reject with ApiError after being reported.
 */
export async function call<D>(pending: Promise<FetchResult<D>>, options: CallOptions = {}): Promise<Unwrapped<D>> {
  const inForm = quietDepth > 0;
  let result: FetchResult<D>;
  try {
    result = await pending;
  } catch (error) {
    const apiError = toApiError(error);
    // A lost session is reported once by the refresh that found it, not by every waiting call.
    if (!options.silent && apiError.kind !== 'invalid-token') reportError(apiError);
    throw apiError;
  }
  const { response } = result;
  if (!response.ok) {
    const message = errorMessageOf(result.error);
    const request = requests.get(response);
    // A read of ours the backend lacks: the screen says the feature is unavailable, no toast.
    if (request && lacksAssumedRead(request.method, request.url, response.status)) {
      throw new ApiError(message ?? `HTTP ${response.status}`, 'http', response.status, result.error, FEATURE_UNAVAILABLE_KEY);
    }
    const key = journeyMessageKey(options.errors, response.status, result.error);
    const apiError = new ApiError(message ?? `HTTP ${response.status}`, 'http', response.status, result.error, key);
    // A read answering 404 is a state the screen shows (not found, with a way back), not a toast.
    const notFoundRead = response.status === 404 && request?.method === 'GET';
    if ((message || key) && !options.silent && !notFoundRead && !(inForm && key)) reportError(apiError);
    throw apiError;
  }
  const body = result.data as unknown;
  if (body && typeof body === 'object' && !Array.isArray(body) && 'data' in body) {
    return (body as { data: Unwrapped<D> }).data;
  }
  return body as Unwrapped<D>;
}
