// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearSession, getSession, initSession, setTokens } from '@/lib/session';
import { isFeatureUnavailable, lacksAssumedRead } from './assumed-reads';
import { api, call, configureApi, onApiError } from './client';
import type { ApiError } from './errors';

const BASE = 'http://portal.test';
const root = `${BASE}/wl/v1`;
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  initSession('local');
  configureApi({ baseUrl: BASE, channelId: 'c' });
});
afterEach(() => {
  server.resetHandlers();
  clearSession();
  onApiError(() => {});
});

describe('lacksAssumedRead: which failed reads mean the backend lacks a call of ours', () => {
  it.each([401, 403, 404, 405, 501])('a list of ours answering %i: unavailable', (status) => {
    expect(lacksAssumedRead('POST', `${root}/rewards`, status)).toBe(true);
    expect(lacksAssumedRead('GET', `${root}/card`, status)).toBe(true);
  });

  it('one item by id answering 404 is "not found", not a missing feature', () => {
    expect(lacksAssumedRead('GET', `${root}/reward/r-1`, 404)).toBe(false);
    expect(lacksAssumedRead('GET', `${root}/reward/r-1`, 405)).toBe(true);
  });

  it('a 5xx, a 400 or a 409 may pass or is the member\'s: not a missing feature', () => {
    for (const status of [400, 409, 429, 500, 502, 503]) expect(lacksAssumedRead('POST', `${root}/rewards`, status)).toBe(false);
  });

  it('the spec\'s calls and the mutations of ours never are', () => {
    expect(lacksAssumedRead('GET', `${root}/user`, 401)).toBe(false);
    expect(lacksAssumedRead('GET', `${root}/coupon/c-1`, 404)).toBe(false);
    expect(lacksAssumedRead('POST', `${root}/reward/r-1/select`, 403)).toBe(false);
    expect(lacksAssumedRead('POST', `${root}/invoice/upload`, 404)).toBe(false);
  });
});

describe('a member read the backend lacks, through the client', () => {
  const page = { limit: 20, offset: 0 };

  it('signed in: after the one refresh, a 401 again says unavailable, without a toast; the session stays', async () => {
    setTokens({ token: 't-1', refresh_token: 'r-1' });
    let refreshes = 0;
    server.use(
      http.post(`${root}/rewards`, () => HttpResponse.json({ message: 'Unauthorized' }, { status: 401 })),
      http.post(`${root}/user/token/refresh`, () => {
        refreshes += 1;
        return HttpResponse.json({ data: { token: `t-${refreshes + 1}`, refresh_token: `r-${refreshes + 1}` } });
      }),
    );
    const reported: ApiError[] = [];
    onApiError((error) => reported.push(error));
    const failure = await call(api().POST('/rewards', { body: page })).catch((error: unknown) => error);
    expect(isFeatureUnavailable(failure)).toBe(true);
    expect(reported).toEqual([]);
    expect(refreshes).toBe(1);
    expect(getSession().token).toBe('t-2');
  });

  it('signed out: a 401 of a read of ours is a missing call, not a lost session', async () => {
    server.use(http.post(`${root}/leaflets`, () => HttpResponse.json({ message: 'Unauthorized' }, { status: 401 })));
    const failure = await call(api().POST('/leaflets', { body: page })).catch((error: unknown) => error);
    expect(isFeatureUnavailable(failure)).toBe(true);
  });

  it('a 405 or 501 of a list, without a body', async () => {
    server.use(
      http.post(`${root}/perks`, () => new HttpResponse(null, { status: 405 })),
      http.post(`${root}/transactions`, () => new HttpResponse(null, { status: 501 })),
    );
    expect(isFeatureUnavailable(await call(api().POST('/perks', { body: page })).catch((error: unknown) => error))).toBe(true);
    expect(isFeatureUnavailable(await call(api().POST('/transactions', { body: page })).catch((error: unknown) => error))).toBe(true);
  });

  it('a 503 of the same read keeps the toast and the retry', async () => {
    server.use(http.post(`${root}/perks`, () => HttpResponse.json({ message: 'down' }, { status: 503 })));
    const reported: ApiError[] = [];
    onApiError((error) => reported.push(error));
    const failure = await call(api().POST('/perks', { body: page })).catch((error: unknown) => error);
    expect(isFeatureUnavailable(failure)).toBe(false);
    expect(reported).toHaveLength(1);
  });
});
