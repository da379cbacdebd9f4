// @vitest-environment node
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, getSession, initSession, setTokens } from '@/lib/session';
import { api, call, configureApi, onApiError } from './client';
import type { ApiError } from './errors';

const BASE = 'http://portal.test';
const root = `${BASE}/wl/v1`;
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  initSession('local');
  configureApi({ baseUrl: BASE, channelId: 'channel-7' });
});
afterEach(() => {
  server.resetHandlers();
  clearSession();
  onApiError(() => {});
  vi.useRealTimers();
});

const user = { id: 'u1', is_verified: true, wallets: [], params_v2: {} };

describe('request basics', () => {
  it('unwraps the data field of the body', async () => {
    server.use(http.get(`${root}/user`, () => HttpResponse.json({ data: user })));
    await expect(call(api().GET('/user'))).resolves.toEqual(user);
  });

  it('uses the whole body when it has no data field', async () => {
    server.use(http.get(`${root}/user`, () => HttpResponse.json(user)));
    await expect(call(api().GET('/user'))).resolves.toEqual(user);
  });

  it('sends the channel header and the bearer token, but no token to token-free calls', async () => {
    setTokens({ token: 't-1', refresh_token: 'r-1' });
    const seen: Record<string, { auth: string | null; channel: string | null }> = {};
    server.use(
      http.get(`${root}/user`, ({ request }) => {
        seen.user = { auth: request.headers.get('authorization'), channel: request.headers.get('x-channel-id') };
        return HttpResponse.json({ data: user });
      }),
      http.get(`${root}/platform/config/public`, ({ request }) => {
        seen.config = { auth: request.headers.get('authorization'), channel: request.headers.get('x-channel-id') };
        return HttpResponse.json({ data: { channel_id: 'channel-7', general: {} } });
      }),
    );
    await call(api().GET('/user'));
    await call(api().GET('/platform/config/public'));
    expect(seen.user).toEqual({ auth: 'Bearer t-1', channel: 'channel-7' });
    expect(seen.config).toEqual({ auth: null, channel: 'channel-7' });
  });

  it('reports a failed response with a message, then rethrows it', async () => {
    const reported: ApiError[] = [];
    onApiError((error) => reported.push(error));
    server.use(
      http.post(`${root}/user/login`, () =>
        HttpResponse.json({ message: 'Your login info does not seem to be right. Please try again.' }, { status: 400 }),
      ),
    );
    const failure = call(api().POST('/user/login', { body: { email: 'a@b.c', password: 'x' } }));
    await expect(failure).rejects.toMatchObject({
      message: 'Your login info does not seem to be right. Please try again.',
      status: 400,
      kind: 'http',
    });
    expect(reported.map((e) => e.message)).toEqual(['Your login info does not seem to be right. Please try again.']);
  });

  it('does not report a failure without a message, but still rejects', async () => {
    const reported: ApiError[] = [];
    onApiError((error) => reported.push(error));
    server.use(http.get(`${root}/user`, () => new HttpResponse(null, { status: 500 })));
    await expect(call(api().GET('/user'))).rejects.toMatchObject({ status: 500 });
    expect(reported).toEqual([]);
  });

  it('turns unreadable JSON into an unreadable error', async () => {
    server.use(
      http.get(`${root}/user`, () => new HttpResponse('{not json', { headers: { 'Content-Type': 'application/json' } })),
    );
    await expect(call(api().GET('/user'))).rejects.toMatchObject({ kind: 'unreadable' });
  });
});

describe('401 handling', () => {
  function refreshingBackend(options: { refreshStatus?: number } = {}) {
    const counts = { refresh: 0, userCalls: 0 };
    server.use(
      http.post(`${root}/user/token/refresh`, async ({ request }) => {
        counts.refresh += 1;
        expect(request.headers.get('authorization')).toBeNull();
        const body = (await request.json()) as { refresh_token: string };
        expect(body.refresh_token).toBe('r-old');
        await delay(20);
        if (options.refreshStatus) return HttpResponse.json({ message: 'nope' }, { status: options.refreshStatus });
        return HttpResponse.json({ data: { token: 't-new', refresh_token: 'r-new' } });
      }),
      http.get(`${root}/user`, ({ request }) => {
        counts.userCalls += 1;
        if (request.headers.get('authorization') !== 'Bearer t-new') return new HttpResponse(null, { status: 401 });
        return HttpResponse.json({ data: user });
      }),
    );
    return counts;
  }

  it('shares one refresh among 20 concurrent 401s and retries each request once', async () => {
    setTokens({ token: 't-old', refresh_token: 'r-old' });
    const counts = refreshingBackend();
    const results = await Promise.all(Array.from({ length: 20 }, () => call(api().GET('/user'))));
    expect(results).toHaveLength(20);
    expect(counts.refresh).toBe(1);
    expect(counts.userCalls).toBe(40);
    expect(getSession()).toEqual({ token: 't-new', refresh_token: 'r-new', logged: true });
  });

  it('sends the same body again on the retry after a refresh', async () => {
    setTokens({ token: 't-old', refresh_token: 'r-old' });
    refreshingBackend();
    const bodies: string[] = [];
    server.use(
      http.post(`${root}/coupons`, async ({ request }) => {
        bodies.push(`${request.headers.get('authorization')} ${await request.text()}`);
        if (request.headers.get('authorization') !== 'Bearer t-new') return new HttpResponse(null, { status: 401 });
        return HttpResponse.json({ data: { coupons: [] } });
      }),
    );
    await expect(call(api().POST('/coupons', { body: { limit: 10, offset: 20 } }))).resolves.toEqual({ coupons: [] });
    expect(bodies).toEqual(['Bearer t-old {"limit":10,"offset":20}', 'Bearer t-new {"limit":10,"offset":20}']);
  });

  it('never refreshes on the refresh call itself; a failed refresh clears the token with Invalid token', async () => {
    setTokens({ token: 't-old', refresh_token: 'r-old' });
    const counts = refreshingBackend({ refreshStatus: 401 });
    const reported: string[] = [];
    onApiError((error) => reported.push(error.message));
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => call(api().GET('/user'))));
    expect(results.every((r) => r.status === 'rejected' && (r.reason as ApiError).message === 'Invalid token')).toBe(true);
    expect(counts.refresh).toBe(1);
    expect(counts.userCalls).toBe(5);
    expect(getSession()).toEqual({ token: null, refresh_token: null, logged: false });
    // One report for the refused refresh, not one per waiting request.
    expect(reported).toEqual(['Invalid token']);
  });

  it('reports nothing more when calls without a session answer 401 after the session ended', async () => {
    const reported: string[] = [];
    onApiError((error) => reported.push(error.message));
    server.use(http.get(`${root}/user`, () => HttpResponse.json({ message: 'Invalid token' }, { status: 401 })));
    await expect(call(api().GET('/user'))).rejects.toMatchObject({ kind: 'invalid-token' });
    expect(reported).toEqual([]);
  });

  it.each([
    ['a network failure', () => HttpResponse.error()],
    ['a server error', () => HttpResponse.json({ message: 'down' }, { status: 503 })],
    [
      'a 200 whose body is cut off (the page navigates away)',
      () =>
        new HttpResponse(new ReadableStream({ start: (controller) => controller.error(new TypeError('aborted')) }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
    ],
  ])('keeps both tokens when the refresh meets %s', async (_name, answer) => {
    setTokens({ token: 't-old', refresh_token: 'r-old' });
    const reported: ApiError[] = [];
    onApiError((error) => reported.push(error));
    server.use(
      http.post(`${root}/user/token/refresh`, answer),
      http.get(`${root}/user`, () => new HttpResponse(null, { status: 401 })),
    );
    const results = await Promise.allSettled([call(api().GET('/user')), call(api().GET('/user'))]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(results.map((r) => (r as PromiseRejectedResult).reason.kind)).not.toContain('invalid-token');
    expect(getSession()).toEqual({ token: 't-old', refresh_token: 'r-old', logged: true });
    expect(reported.map((e) => e.kind)).not.toContain('invalid-token');
  });

  it('keeps both tokens when the refresh is cut off (time-out) and refreshes on the next call', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    setTokens({ token: 't-old', refresh_token: 'r-old' });
    let refreshes = 0;
    server.use(
      http.post(`${root}/user/token/refresh`, async () => {
        refreshes += 1;
        if (refreshes === 1) return new Promise<never>(() => {});
        return HttpResponse.json({ data: { token: 't-new', refresh_token: 'r-new' } });
      }),
      http.get(`${root}/user`, ({ request }) =>
        request.headers.get('authorization') === 'Bearer t-new' ? HttpResponse.json({ data: user }) : new HttpResponse(null, { status: 401 }),
      ),
    );
    const first = call(api().GET('/user'), { silent: true }).catch((error: ApiError) => error.kind);
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(first).resolves.toBe('timeout');
    expect(getSession().refresh_token).toBe('r-old');
    vi.useRealTimers();
    await expect(call(api().GET('/user'))).resolves.toEqual(user);
    expect(getSession()).toEqual({ token: 't-new', refresh_token: 'r-new', logged: true });
  });

  it('fails with Invalid token and signs out when refresh is disabled', async () => {
    configureApi({ baseUrl: BASE, refreshEnabled: false });
    setTokens({ token: 't-old', refresh_token: 'r-old' });
    const counts = refreshingBackend();
    await expect(call(api().GET('/user'))).rejects.toMatchObject({ message: 'Invalid token', kind: 'invalid-token' });
    expect(counts.refresh).toBe(0);
    expect(getSession().token).toBeNull();
  });

  it('ignores a refresh answer without a token', async () => {
    setTokens({ token: 't-old', refresh_token: 'r-old' });
    server.use(
      http.post(`${root}/user/token/refresh`, () => HttpResponse.json({ data: { refresh_token: 'r-2' } })),
      http.get(`${root}/user`, () => new HttpResponse(null, { status: 401 })),
    );
    await expect(call(api().GET('/user'))).rejects.toMatchObject({ message: 'Invalid token' });
    expect(getSession().token).toBeNull();
  });
});

describe('time-out', () => {
  it('aborts a call after 10 s, driven by fake timers', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.use(http.get(`${root}/user`, () => new Promise<never>(() => {})));
    const pending = call(api().GET('/user'), { silent: true });
    const outcome = pending.then(
      () => 'resolved',
      (error: ApiError) => error.kind,
    );
    await vi.advanceTimersByTimeAsync(9_999);
    await expect(Promise.race([outcome, Promise.resolve('pending')])).resolves.toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    await expect(outcome).resolves.toBe('timeout');
  });

  it('does not count the refresh wait against the retried request', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    setTokens({ token: 't-old', refresh_token: 'r-old' });
    server.use(
      http.post(`${root}/user/token/refresh`, async () => {
        await new Promise((resolve) => setTimeout(resolve, 8_000));
        return HttpResponse.json({ data: { token: 't-new' } });
      }),
      http.get(`${root}/user`, async ({ request }) => {
        if (request.headers.get('authorization') !== 'Bearer t-new') {
          await new Promise((resolve) => setTimeout(resolve, 5_000));
          return new HttpResponse(null, { status: 401 });
        }
        await new Promise((resolve) => setTimeout(resolve, 5_000));
        return HttpResponse.json({ data: user });
      }),
    );
    const pending = call(api().GET('/user'), { silent: true });
    await vi.advanceTimersByTimeAsync(18_000);
    await expect(pending).resolves.toEqual(user);
  });
});

describe('failures before the app is up', () => {
  it('reaches the reporter once it registers (the first screen reads at boot, before the toasts exist)', async () => {
    vi.resetModules();
    const fresh = await import('./client');
    fresh.configureApi({ baseUrl: BASE, channelId: 'channel-7' });
    server.use(http.get(`${root}/user`, () => HttpResponse.json({ message: 'The member service is down' }, { status: 503 })));
    await expect(fresh.call(fresh.api().GET('/user'))).rejects.toMatchObject({ status: 503 });
    const reported: string[] = [];
    fresh.onApiError((error) => reported.push(error.message));
    expect(reported).toEqual(['The member service is down']);
    fresh.onApiError(() => {});
    fresh.onApiError((error) => reported.push(error.message));
    expect(reported).toHaveLength(1);
  });
});
