import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearSession, getSession, initSession, setTokens } from '@/lib/session';
import { api, call, configureApi, onApiError } from './client';

// Two tabs share local storage; "the other tab" is simulated by writing the stored session directly.
const BASE = 'http://portal.test';
const root = `${BASE}/wl/v1`;
const server = setupServer();
const user = { id: 'u1', is_verified: true, wallets: [], params_v2: {} };
const otherTabWrites = (token: string, refresh: string) =>
  localStorage.setItem('auth', JSON.stringify({ token, refresh_token: refresh, logged: true }));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  localStorage.clear();
  initSession('local');
  configureApi({ baseUrl: BASE, channelId: 'channel-7' });
});
afterEach(() => {
  server.resetHandlers();
  clearSession();
  onApiError(() => {});
});

function backend(onRefresh: () => Response) {
  const counts = { refresh: 0 };
  server.use(
    http.post(`${root}/user/token/refresh`, () => {
      counts.refresh += 1;
      return onRefresh();
    }),
    http.get(`${root}/user`, ({ request }) =>
      request.headers.get('authorization') === 'Bearer t-other' ? HttpResponse.json({ data: user }) : new HttpResponse(null, { status: 401 }),
    ),
  );
  return counts;
}

describe('a session shared by several tabs', () => {
  it('uses the token another tab already refreshed instead of spending the old refresh token', async () => {
    setTokens({ token: 't-old', refresh_token: 'r-old' });
    otherTabWrites('t-other', 'r-other');
    const counts = backend(() => HttpResponse.json({ message: 'spent' }, { status: 401 }));
    await expect(call(api().GET('/user'))).resolves.toEqual(user);
    expect(counts.refresh).toBe(0);
    expect(getSession()).toMatchObject({ token: 't-other', refresh_token: 'r-other', logged: true });
  });

  it('keeps the session another tab wrote while this tab refresh was refused, and reports no loss', async () => {
    setTokens({ token: 't-old', refresh_token: 'r-old' });
    const reported: string[] = [];
    onApiError((error) => reported.push(error.message));
    const counts = backend(() => {
      otherTabWrites('t-other', 'r-other');
      return HttpResponse.json({ message: 'refresh token already used' }, { status: 401 });
    });
    await expect(call(api().GET('/user'))).resolves.toEqual(user);
    expect(counts.refresh).toBe(1);
    expect(JSON.parse(localStorage.getItem('auth') ?? 'null')).toMatchObject({ token: 't-other', refresh_token: 'r-other' });
    expect(reported).toEqual([]);
  });

  it('still ends the session with Invalid token when no other tab holds a newer one', async () => {
    setTokens({ token: 't-old', refresh_token: 'r-old' });
    const reported: string[] = [];
    onApiError((error) => reported.push(error.message));
    backend(() => HttpResponse.json({ message: 'nope' }, { status: 401 }));
    await expect(call(api().GET('/user'))).rejects.toMatchObject({ message: 'Invalid token' });
    expect(localStorage.getItem('auth')).toBeNull();
    expect(reported).toEqual(['Invalid token']);
  });

  it('follows a sign-out and a sign-in made in another tab', () => {
    setTokens({ token: 't-1', refresh_token: 'r-1' });
    localStorage.removeItem('auth');
    window.dispatchEvent(new StorageEvent('storage', { key: 'auth', newValue: null }));
    expect(getSession().logged).toBe(false);
    otherTabWrites('t-2', 'r-2');
    window.dispatchEvent(new StorageEvent('storage', { key: 'auth' }));
    expect(getSession()).toEqual({ token: 't-2', refresh_token: 'r-2', logged: true });
  });

  it('a logout while a refresh is out stays a logout: the late answer signs nobody back in', async () => {
    setTokens({ token: 't-old', refresh_token: 'r-old' });
    const reported: string[] = [];
    onApiError((error) => reported.push(error.message));
    let answer = () => undefined as void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    let asked = () => undefined as void;
    const refreshAsked = new Promise<void>((resolve) => (asked = resolve));
    server.use(
      http.post(`${root}/user/token/refresh`, async () => {
        asked();
        await answered;
        return HttpResponse.json({ data: { token: 't-new', refresh_token: 'r-new' } });
      }),
      http.get(`${root}/user`, () => new HttpResponse(null, { status: 401 })),
    );
    const request = call(api().GET('/user'));
    request.catch(() => undefined);
    await refreshAsked;
    clearSession();
    answer();
    await expect(request).rejects.toThrow();
    expect(getSession()).toMatchObject({ token: null, logged: false });
    expect(localStorage.getItem('auth')).toBeNull();
    expect(reported).toEqual([]);
  });

  it('a refresh that answers after another member signed in keeps the new member, and the old call is not sent again as them', async () => {
    setTokens({ token: 't-old', refresh_token: 'r-old' });
    let answer = () => undefined as void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    let asked = () => undefined as void;
    const refreshAsked = new Promise<void>((resolve) => (asked = resolve));
    const userCalls: Array<string | null> = [];
    server.use(
      http.post(`${root}/user/token/refresh`, async () => {
        asked();
        await answered;
        return HttpResponse.json({ data: { token: 't-new', refresh_token: 'r-new' } });
      }),
      http.get(`${root}/user`, ({ request }) => {
        userCalls.push(request.headers.get('authorization'));
        return new HttpResponse(null, { status: 401 });
      }),
    );
    const request = call(api().GET('/user'));
    request.catch(() => undefined);
    await refreshAsked;
    clearSession();
    setTokens({ token: 't-b', refresh_token: 'r-b' });
    answer();
    await expect(request).rejects.toThrow();
    expect(getSession()).toMatchObject({ token: 't-b', refresh_token: 'r-b' });
    expect(userCalls).toEqual(['Bearer t-old']);
  });
});
