// @vitest-environment node
import { InfiniteQueryObserver } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '@/lib/api/client';
import { couponQuery } from '@/lib/api/operations/get-coupon';
import { userQuery } from '@/lib/api/operations/get-user';
import { couponsQuery } from '@/lib/api/operations/list-coupons';
import { dealsQuery } from '@/lib/api/operations/list-deals';
import { newsQuery } from '@/lib/api/operations/list-news';
import { createQueryClient } from '@/lib/query';
import { NEWS_CHANNEL_SLUGS } from '../data-sources/support/params';
import { firstRouteChoices, loadFirstRoute } from './boot';
import { READ_HOLD_MS, loadRoute } from './route-loader';
import { rememberUnusedShellReads } from './shell-reads';

const BASE = 'http://portal.test';
const server = setupServer();
const storage = new Map<string, string>();
let calls: string[] = [];

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  Object.assign(globalThis, {
    localStorage: {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => storage.set(k, v),
      removeItem: (k: string) => storage.delete(k),
    },
  });
  configureApi({ baseUrl: BASE, channelId: 'c' });
});
afterAll(() => server.close());
afterEach(() => server.resetHandlers());
beforeEach(() => {
  storage.clear();
  calls = [];
  const answer = (data: unknown) => async ({ request }: { request: Request }) => {
    const body = request.method === 'POST' ? ` ${await request.text()}` : '';
    calls.push(`${request.method} ${new URL(request.url).pathname.replace('/wl/v1/', '')}${body}`);
    return HttpResponse.json({ data });
  };
  server.use(
    http.post(`${BASE}/wl/v1/coupons`, answer({ coupons: [] })),
    http.post(`${BASE}/wl/v1/deals`, answer({ deals: [] })),
    http.post(`${BASE}/wl/v1/news`, answer({ news: [] })),
    http.post(`${BASE}/wl/v1/consents`, answer({ consents: [] })),
    http.get(`${BASE}/wl/v1/user`, answer({ id: 'm', is_verified: true })),
    http.get(`${BASE}/wl/v1/coupon/:id`, answer({ coupon: { id: 'c-3' } })),
  );
});

/** Waits for the route loads given and every read the client started (no wall-clock wait: the machine may be busy). */
const settle = async (client: ReturnType<typeof createQueryClient>, loads: ReadonlyArray<Promise<unknown>> = []) => {
  await Promise.allSettled(loads);
  await vi.waitFor(() => expect(client.isFetching()).toBe(0), { timeout: 10_000 });
};
const cached = (client: ReturnType<typeof createQueryClient>, key: readonly unknown[]) => client.getQueryState(key)?.status;

describe('the first screen reads beside the config calls', () => {
  it('/coupons for a member: the list, the member, unread news and the deals sidebar, under the keys the screen reads (the footer consents wait for the first screen)', async () => {
    const client = createQueryClient();
    await settle(client, loadFirstRoute(client, '/coupons', true));
    expect(calls.sort()).toEqual([
      'GET user',
      'POST coupons {"limit":20,"offset":0}',
      'POST deals {"limit":20,"offset":0}',
      'POST news {"filter":{"channel_slug":["web"]},"limit":20,"offset":0}',
    ]);
    for (const options of [couponsQuery(), userQuery(), newsQuery(NEWS_CHANNEL_SLUGS), dealsQuery()]) {
      expect(cached(client, options.queryKey)).toBe('success');
    }
  });

  it("a returning member's kept reads (in the cache, marked for refresh): the route loads at once with them and asks for every one of them again at boot", async () => {
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post(`${BASE}/wl/v1/coupons`, async ({ request }) => {
        calls.push(`POST coupons ${await request.text()}`);
        await held;
        return HttpResponse.json({ data: { coupons: [{ id: 'fresh' }], total: 1 } });
      }),
    );
    const client = createQueryClient();
    // As the kept reads are put back (src/lib/offline/kept-queries.ts): data, then invalidated.
    const kept: Record<'coupons' | 'user' | 'news', readonly unknown[]> = { coupons: couponsQuery().queryKey, user: userQuery().queryKey, news: newsQuery(NEWS_CHANNEL_SLUGS).queryKey };
    client.setQueryData(kept.coupons, { pages: [[{ id: 'kept' }]], pageParams: [0] });
    client.setQueryData(kept.user, { id: 'm' });
    client.setQueryData(kept.news, { pages: [[]], pageParams: [0] });
    for (const queryKey of Object.values(kept)) client.getQueryCache().find({ queryKey, exact: true })?.invalidate();

    const [route] = loadFirstRoute(client, '/coupons', true);
    expect((await route!).screen).not.toBeNull();
    // Shown from the kept list while its refresh is out: every kept read was asked again, at boot.
    expect(client.getQueryData<{ pages: Array<Array<{ id: string }>> }>(kept.coupons)?.pages[0]?.[0]?.id).toBe('kept');
    await vi.waitFor(() => expect(calls.map((c) => c.split(' ').slice(0, 2).join(' ')).sort()).toEqual(['GET user', 'POST coupons', 'POST deals', 'POST news']), { timeout: 30_000 });
    release();
    await settle(client);
    expect(client.getQueryData<{ pages: Array<Array<{ id: string }>> }>(kept.coupons)?.pages[0]?.[0]?.id).toBe('fresh');
  });

  it('a visitor on /: nothing (the sign-in screen reads nothing; the footer consents wait for the first screen)', async () => {
    const client = createQueryClient();
    await settle(client, loadFirstRoute(client, '/', false));
    expect(calls).toEqual([]);
  });

  it('a visitor on a member route (it redirects to sign-in) loads nothing of it', async () => {
    const client = createQueryClient();
    expect(loadFirstRoute(client, '/coupons', false)).toEqual([]);
    await settle(client);
    expect(calls).toEqual([]);
  });

  it('the route element reads the load boot started: same promise, no second request', async () => {
    const client = createQueryClient();
    const [atBoot] = loadFirstRoute(client, '/coupon/c-3', true);
    // As PortalRoutes passes it: the resolved route, the router's params, the channel's (empty) layers.
    const route = { path: '/coupon/:id', screen: 'coupon', layout: 'page-single' as const, access: 'member' as const };
    const inApp = loadRoute(route, { id: 'c-3' }, { queryClient: client, signedIn: true, served: {}, overrides: {} });
    expect(inApp).toBe(atBoot);
    expect((await inApp).screen?.blocks.length).toBeGreaterThan(0);
    await settle(client);
    expect(calls.filter((c) => c === 'GET coupon/c-3')).toHaveLength(1);
  });

  it('a served screen loads by what it holds: its reads come from the resolved screen, params from the route', async () => {
    const client = createQueryClient();
    const served = { stores: { blocks: [{ id: 'one', type: 'detail', props: { dataSource: 'coupon', params: { id: ':id' } } }] } };
    const loaded = await loadRoute({ screen: 'stores', layout: 'page-single' }, { id: 'c-9' }, { queryClient: client, signedIn: true, served, overrides: {} });
    expect(loaded.screen?.blocks.map((b) => b.id)).toEqual(['one']);
    await settle(client);
    expect(calls).toEqual(['GET coupon/c-9']);
  });

  it('settles with the screen data in: a held read holds the route for a while, a failed one does not fail it', async () => {
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(`${BASE}/wl/v1/coupon/:id`, async ({ params }) => {
        if (params.id === 'c-5') await held;
        if (params.id === 'c-6') return new HttpResponse(null, { status: 500 });
        return HttpResponse.json({ data: { coupon: { id: params.id } } });
      }),
    );
    const client = createQueryClient();
    const route = { screen: 'coupon', layout: 'page-single' };
    let settled = false;
    const loading = loadRoute(route, { id: 'c-5' }, { queryClient: client, signedIn: true }).then((loaded) => {
      settled = true;
      return loaded;
    });
    // The same route with an answered read, started after it, goes through the same steps.
    await loadRoute(route, { id: 'c-7' }, { queryClient: client, signedIn: true });
    expect(settled).toBe(false);
    // A read that does not answer holds the screen only so long: it shows with the block's skeleton.
    await vi.waitFor(() => expect(settled).toBe(true), { timeout: READ_HOLD_MS + 10_000 });
    expect(client.getQueryState(couponQuery('c-5').queryKey)?.fetchStatus).toBe('fetching');
    release();
    await vi.waitFor(() => expect(cached(client, couponQuery('c-5').queryKey)).toBe('success'), { timeout: 30_000 });
    expect((await loading).failed).toBe(false);

    const failing = await loadRoute(route, { id: 'c-6' }, { queryClient: client, signedIn: true });
    expect(failing.failed).toBe(false);
    expect(failing.screen).not.toBeNull();
    expect(cached(client, couponQuery('c-6').queryKey)).toBe('error');
  });

  it('keeps the most recently asked loads: an early one is asked again after many others, a recent one is not', async () => {
    const client = createQueryClient();
    const route = { screen: 'coupon', layout: 'page-single' };
    const load = (id: string) => loadRoute(route, { id }, { queryClient: client, signedIn: true });
    const first = load('c-100');
    const recent = load('c-101');
    await Promise.all([first, recent]);
    for (let i = 0; i < 40; i += 1) {
      expect(load('c-101')).toBe(recent);
      await load(`c-${200 + i}`);
    }
    expect(load('c-101')).toBe(recent);
    expect(load('c-100')).not.toBe(first);
    await settle(client);
  });

  it('a detail screen reads its item by the route id', async () => {
    const client = createQueryClient();
    await settle(client, loadFirstRoute(client, '/coupon/c-3', true));
    expect(calls).toContain('GET coupon/c-3');
    expect(cached(client, couponQuery('c-3').queryKey)).toBe('success');
  });

  it('skips a shell read the channel turned off at the last boot, and asks again once it is on', async () => {
    const first = createQueryClient();
    await settle(first, loadFirstRoute(first, '/coupons', true));
    // The shell mounted the unread-news read disabled (the channel has no news): nothing read it.
    const off = new InfiniteQueryObserver(first, { ...newsQuery(NEWS_CHANNEL_SLUGS), enabled: false });
    const unsubscribe = off.subscribe(() => undefined);
    rememberUnusedShellReads(first, true);
    unsubscribe();

    calls = [];
    const second = createQueryClient();
    await settle(second, loadFirstRoute(second, '/coupons', true));
    expect(calls.some((c) => c.startsWith('POST news'))).toBe(false);
    expect(calls.some((c) => c.startsWith('POST coupons'))).toBe(true);

    const on = new InfiniteQueryObserver(second, newsQuery(NEWS_CHANNEL_SLUGS));
    const stop = on.subscribe(() => undefined);
    await settle(second);
    rememberUnusedShellReads(second, true);
    stop();
    calls = [];
    const third = createQueryClient();
    await settle(third, loadFirstRoute(third, '/coupons', true));
    expect(calls.some((c) => c.startsWith('POST news'))).toBe(true);
  });
});

describe('the first route, matched by the router over the built-in table', () => {
  it('fills the route parameters, decoded, ranks a static path over a dynamic one, and ignores case', () => {
    expect(firstRouteChoices('/coupon/c%203', true)).toEqual({ choices: [{ screen: 'coupon', layout: 'page-single' }], params: { id: 'c 3' } });
    expect(firstRouteChoices('/Coupons', true).choices).toEqual([{ screen: 'coupons', layout: 'page-two-column' }]);
    expect(firstRouteChoices('/delivery-address', true).choices).toEqual([{ screen: 'delivery-address', layout: 'page-single' }]);
    expect(firstRouteChoices('/no/such/path/here', true)).toEqual({ choices: [], params: {} });
  });

  it('keeps the choices of the session: a member on / gets the home screen, a visitor the sign-in ones', () => {
    expect(firstRouteChoices('/', true).choices.map((c) => c.screen)).toContain('home');
    expect(firstRouteChoices('/', false).choices.map((c) => c.screen)).not.toContain('home');
  });
});
