import { tokenFreeRoutes } from '@/generated/token-free-routes';
import { clearSession, getSession, sessionEndFrom, sessionEpoch, setTokens, syncSessionFromStorage } from '@/lib/session';
import { apiPath } from './api-path';
import { isAssumedRead } from './assumed-reads';
import { ApiError, INVALID_TOKEN_MESSAGE } from './errors';

export { API_PREFIX } from './api-path';
export const REQUEST_TIMEOUT_MS = 10_000;

export type TransportSettings = {
  /** `apiBaseUrl` + `wl/v1`, no trailing slash. */
  apiRoot: string;
  channelId: string | null;
  timeoutMs: number;
  refreshEnabled: boolean;
};

let refreshing: Promise<string> | null = null;

/**
 * What openapi-fetch builds for a call, kept as its URL and init instead of a native `Request`
 * (client.ts passes this class as the client's `Request`). The only native Request of an attempt
 * is the one `fetch` makes itself: no second Request with the transport's headers, no clone kept
 * for the retry after a refresh (the body is a string or FormData, sent again as is). At boot a
 * dozen calls start within a few tasks: this was most of their main-thread cost (docs/performance.md).
 */
export class PlannedRequest {
  readonly url: string;
  readonly method: string;
  /** This call's own headers (openapi-fetch merges a fresh object per call): the transport sets its own on it. */
  readonly headers: Headers;
  readonly signal: AbortSignal | null;
  readonly init: RequestInit;

  constructor(url: string, init: RequestInit = {}) {
    this.url = url;
    this.init = init;
    this.method = (init.method ?? 'GET').toUpperCase();
    this.headers = init.headers instanceof Headers ? init.headers : new Headers(init.headers);
    this.signal = init.signal ?? null;
  }
}

export function isTokenFree(method: string, url: string): boolean {
  const key = method.toUpperCase();
  return Object.hasOwn(tokenFreeRoutes, key) && tokenFreeRoutes[key]!.test(apiPath(url));
}

/**
 * One attempt with its own timer. The timer is built from setTimeout + AbortController (not
 * AbortSignal.timeout) so fake timers drive it, and it covers this attempt only: time spent waiting
 * for a token refresh is never charged to the request. The time-out's error is made when it fires.
 */
async function attempt(request: PlannedRequest, token: string | null, settings: TransportSettings): Promise<Response> {
  const { headers, signal } = request;
  if (settings.channelId) headers.set('X-Channel-Id', settings.channelId);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  else headers.delete('Authorization');

  const controller = new AbortController();
  let timedOut: ApiError | null = null;
  const timer = setTimeout(() => {
    timedOut = new ApiError('timeout', 'timeout');
    controller.abort(timedOut);
  }, settings.timeoutMs);
  const forwardAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) forwardAbort();
  else signal?.addEventListener('abort', forwardAbort, { once: true });
  try {
    return await globalThis.fetch(request.url, { ...request.init, headers, signal: controller.signal });
  } catch (error) {
    if (timedOut) throw timedOut;
    if (signal?.aborted) throw error;
    throw new ApiError('network', 'network');
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}

/**
 * Asks for a new access token. Only a refresh the server refuses ends the session (a 4xx, or an
 * answer without a token: the refresh token is spent or unknown). A transport failure (network,
 * time-out, a page load aborting the call or the body of its 200) or a 5xx leaves both tokens for
 * the next attempt: the waiting requests fail with that transport error instead, and the member
 * stays signed in.
 */
async function requestNewToken(settings: TransportSettings, session: number): Promise<string> {
  const { refresh_token: refreshToken } = getSession();
  if (!settings.refreshEnabled || !refreshToken) throw sessionLost(401);
  const response = await attempt(
    new PlannedRequest(`${settings.apiRoot}/user/token/refresh`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refresh_token: refreshToken }),
    }),
    null,
    settings,
  );
  if (response.status >= 500) throw new ApiError(`HTTP ${response.status}`, 'http', response.status);
  type TokenFields = { token?: unknown; refresh_token?: unknown; refresh_expires_in?: unknown };
  let body: (TokenFields & { data?: TokenFields }) | null;
  try {
    body = (await response.json()) as (TokenFields & { data?: TokenFields }) | null;
  } catch {
    // An accepted refresh whose body did not arrive (a page load cut it off): not a refusal.
    if (response.ok) throw new ApiError('network', 'network');
    body = null;
  }
  const tokens: TokenFields | null = body && typeof body === 'object' && 'data' in body ? (body.data ?? null) : body;
  const token = response.ok && tokens && typeof tokens.token === 'string' && tokens.token ? tokens.token : null;
  if (!token) throw sessionLost(response.status);
  // A sign-out (or another member's sign-in) while the refresh was out: its answer is not theirs.
  if (sessionEpoch() !== session) throw sessionLost(401);
  const refresh = typeof tokens?.refresh_token === 'string' ? tokens.refresh_token : null;
  setTokens({ token, refresh_token: refresh, ends_at: sessionEndFrom({ refresh_token: refresh, refresh_expires_in: tokens?.refresh_expires_in }, Date.now()) }, 'refresh');
  return token;
}

const sessionLost = (status: number) => new ApiError(INVALID_TOKEN_MESSAGE, 'invalid-token', status);

/**
 * Any number of concurrent 401s share one refresh. A refused refresh ends the session and is
 * reported once through `onSessionLost`, however many requests were waiting on it.
 */
function refreshedToken(staleToken: string, settings: TransportSettings, onSessionLost: (error: ApiError) => void): Promise<string> {
  const { token } = refreshing ? getSession() : syncSessionFromStorage();
  if (token && token !== staleToken && !refreshing) return Promise.resolve(token);
  if (!refreshing) {
    const spentRefreshToken = getSession().refresh_token;
    const session = sessionEpoch();
    refreshing = requestNewToken(settings, session)
      .catch((error: unknown) => {
        // The session it was for has ended: nothing to adopt, clear or report.
        if (sessionEpoch() !== session) throw error;
        if (error instanceof ApiError && error.kind === 'invalid-token') {
          // Another tab may have refreshed meanwhile: its session is the member's, not a loss.
          const stored = syncSessionFromStorage();
          if (stored.token && stored.refresh_token !== spentRefreshToken) return stored.token;
          const hadSession = stored.token !== null;
          clearSession();
          if (hadSession) onSessionLost(error);
        }
        throw error;
      })
      .finally(() => {
        refreshing = null;
      });
  }
  return refreshing;
}

export function createAuthFetch(getSettings: () => TransportSettings, onSessionLost: (error: ApiError) => void = () => {}) {
  return async function authFetch(request: PlannedRequest): Promise<Response> {
    const settings = getSettings();
    const tokenFree = isTokenFree(request.method, request.url);
    const token = tokenFree ? null : getSession().token;
    const session = sessionEpoch();
    const response = await attempt(request, token, settings);
    if (response.status !== 401 || tokenFree) return response;
    // Without a session, a read of ours answering 401 is a backend that lacks it (an API gateway), not a lost session.
    if (!token && isAssumedRead(request.method, request.url)) return response;
    // A member call without a session (it just ended): the end was reported once already. A call
    // sent in a session that has ended since is never sent again with the next member's token.
    if (!token || sessionEpoch() !== session) throw sessionLost(401);
    const fresh = await refreshedToken(token, settings, onSessionLost);
    if (sessionEpoch() !== session) throw sessionLost(401);
    // The same planned request again: its body (a string or FormData) is sent as it was.
    return attempt(request, fresh, settings);
  };
}

/** An operator's token and the channel their calls act on (the studio holds both). */
export type OperatorCredentials = { token: string | null; channelId: string | null };

/**
 * Sends operator calls: the operator's bearer token (never the member's), the chosen channel in
 * `X-Channel-Id`, no refresh. The member session is not read, so a portal tab's sign-in never
 * grants an operator call.
 */
export function createOperatorFetch(getSettings: () => TransportSettings, getCredentials: () => OperatorCredentials) {
  return async function operatorFetch(request: PlannedRequest): Promise<Response> {
    const { token, channelId } = getCredentials();
    const settings = getSettings();
    return attempt(request, token, { ...settings, channelId: channelId ?? settings.channelId });
  };
}
