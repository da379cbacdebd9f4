// Foundation over real HTTP: boot round trips, one shared token refresh, sign-out when refresh
// fails, tokens kept out of URLs and logs, and the session-storage deployment setting.
import type { Page, Request } from '@playwright/test';
import { sectionNames } from '../../src/generated/section-names';
import { expect, signIn, test } from './fixtures';
import { individualConfigCalls, storedAuth, toasts } from './support/faults';
import { signedInAndIdle } from './support/member';

const SECTIONS = sectionNames;
/** Public config + 10 sections + the channel's structure (routes, screens, forms) + translations of the current language. */
const PARALLEL_BOOT_CALLS = 13;

const apiPath = (url: string) => new URL(url).pathname.replace(/^\/wl\/v1\//, '');

function apiRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/wl/v1/')) seen.push(request);
  });
  return seen;
}

/**
 * Holds every config call until all of them are in flight at once: calls issued one after another
 * would never all arrive, and the wait gives up after a few seconds so the count below fails.
 */
async function holdConfigCallsTogether(page: Page, domainAnswered: () => boolean) {
  const arrived: { path: string; afterDomain: boolean }[] = [];
  let releaseAll!: () => void;
  const allInFlight = new Promise<void>((resolve) => (releaseAll = resolve));
  const giveUp = new Promise<void>((resolve) => setTimeout(resolve, 5_000));
  await page.route('**/wl/v1/platform/config/**', async (route) => {
    if (apiPath(route.request().url()) === 'platform/config/document') return route.continue();
    arrived.push({ path: apiPath(route.request().url()), afterDomain: domainAnswered() });
    if (arrived.length === PARALLEL_BOOT_CALLS) releaseAll();
    await Promise.race([allInFlight, giveUp]);
    await route.continue();
  });
  return arrived;
}

async function expectLoginScreen(page: Page) {
  await expect(page.getByRole('button', { name: /log in/i })).toBeVisible();
}

// Against a backend without the channel document (it answers 404): the individual calls. The
// document's own boot is tested in boot-document.spec.ts.
test.describe('boot without the channel document', () => {
  test('a deployment naming no channel asks the domain config first, then config, sections and translations in parallel', async ({ page }) => {
    await individualConfigCalls(page);
    // The demo's portal.config.json names its channel; without channelId and builtInDomain the host decides.
    const { channelId, ...config } = (await (await page.request.get('/portal.config.json')).json()) as Record<string, unknown>;
    expect(channelId).toMatch(/^demo-/);
    expect(config).not.toHaveProperty('builtInDomain');
    await page.route('**/portal.config.json', (route) => route.fulfill({ json: config }));

    const requests = apiRequests(page);
    let domainAnswered = false;
    await page.route('**/wl/v1/platform/domain/**', async (route) => {
      const response = await route.fetch();
      // A slow domain lookup: anything issued alongside it would arrive before it is answered.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.fulfill({ response });
      domainAnswered = true;
    });
    const arrived = await holdConfigCallsTogether(page, () => domainAnswered);

    await page.goto('/');
    await expectLoginScreen(page);
    // The footer's consent list is read once the first screen has settled.
    await expect.poll(() => requests.some((r) => r.url().endsWith('/wl/v1/consents'))).toBe(true);

    const paths = requests.map((r) => `${r.method()} ${apiPath(r.url())}`);
    expect(paths.filter((p) => p.includes('platform/domain/'))).toEqual([
      `GET platform/domain/${encodeURIComponent(new URL(page.url()).host)}/config/public`,
    ]);
    expect(arrived.map((a) => a.path).sort()).toEqual(
      ['platform/config/public', 'platform/config/structure', 'platform/config/translations/en', ...SECTIONS.map((s) => `platform/config/section/${s}`)].sort(),
    );
    expect(arrived.filter((a) => !a.afterDomain), 'issued before the domain config answered').toEqual([]);
    // Signed out on the login screen the only other call is the footer's consent list, after the first screen.
    expect(paths.filter((p) => !p.includes(' platform/'))).toEqual(['POST consents']);
    expect(paths.filter((p) => p.includes('platform/config/document'))).toHaveLength(1);
    expect(paths).toHaveLength(1 + 1 + PARALLEL_BOOT_CALLS + 1);
  });

  test('on the built-in domain the domain config is skipped and everything starts at once', async ({ page, baseURL }) => {
    await individualConfigCalls(page);
    const host = new URL(baseURL!).host;
    await page.route('**/portal.config.json', (route) =>
      route.fulfill({ json: { apiBaseUrl: '/', authStorage: 'local', demo: true, builtInDomain: host } }),
    );
    const requests = apiRequests(page);
    const arrived = await holdConfigCallsTogether(page, () => true);

    await page.goto('/');
    await expectLoginScreen(page);

    expect(requests.filter((r) => r.url().includes('/platform/domain/'))).toEqual([]);
    expect(arrived).toHaveLength(PARALLEL_BOOT_CALLS);
    expect(requests.filter((r) => r.url().includes('/wl/v1/platform/') && !r.url().includes('/platform/config/document'))).toHaveLength(PARALLEL_BOOT_CALLS);
  });
});

test.describe('tokens', () => {
  test('concurrent 401s share exactly one refresh and the page works', async ({ page, demo }) => {
    // Expire only once the home page is idle: a refresh still in flight when the page reloads would
    // be cut off after the server had used up the single-use refresh token.
    await signedInAndIdle(page);

    await demo.expireTokens();
    const refreshes: Request[] = [];
    page.on('request', (r) => r.url().endsWith('/wl/v1/user/token/refresh') && refreshes.push(r));
    // A slow backend: each 401 is held until the user, news and coupons calls have all been
    // refused, so three requests wait on the refresh at the same moment.
    const unauthorized = new Set<string>();
    let releaseAll!: () => void;
    const allRefused = new Promise<void>((resolve) => (releaseAll = resolve));
    await page.route(/\/wl\/v1\/(user|news|coupons)$/, async (route) => {
      const response = await route.fetch();
      if (response.status() === 401) {
        unauthorized.add(`${route.request().method()} ${apiPath(route.request().url())}`);
        if (unauthorized.size === 3) releaseAll();
        await Promise.race([allRefused, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      }
      await route.fulfill({ response });
    });

    // The home screen asks for the user, news and popular coupons (and more) on load.
    await page.reload();
    await expect(page.getByText('1,250 points')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Popular coupons' })).toBeVisible();
    await page.waitForLoadState('networkidle');

    expect([...unauthorized].sort(), 'member calls refused with the expired token').toEqual(['GET user', 'POST coupons', 'POST news']);
    expect(refreshes.map((r) => r.method())).toEqual(['POST']);
    expect(await toasts(page).count(), 'no error toast').toBe(0);
    expect(await storedAuth(page, 'localStorage')).toMatchObject({ logged: true });
  });

  test('when the refresh fails too, the member is signed out with "Invalid token"', async ({ page, demo }) => {
    await signedInAndIdle(page);
    await demo.expireTokens();
    await demo.fault({ path: '/wl/v1/user/token/refresh', status: 401, times: 5 });

    await page.reload();
    await expect(toasts(page).filter({ hasText: 'Invalid token' })).toHaveCount(1);
    await expectLoginScreen(page);
    await expect(page.getByText('1,250 points')).toBeHidden();
    expect(await storedAuth(page, 'localStorage')).toBeNull();
  });

  test('tokens never appear in a URL or in the console', async ({ page, demo }) => {
    const urls: string[] = [];
    const logs: string[] = [];
    const tokens = new Set<string>();
    page.on('request', (r) => urls.push(r.url()));
    page.on('console', (m) => logs.push(m.text()));
    page.on('pageerror', (e) => logs.push(String(e)));
    page.on('response', async (r) => {
      if (!/\/wl\/v1\/user\/(login|token\/refresh)$/.test(r.url()) || !r.ok()) return;
      const body = (await r.json().catch(() => null)) as { data?: { token?: string; refresh_token?: string } } | null;
      for (const value of [body?.data?.token, body?.data?.refresh_token]) if (value) tokens.add(value);
    });

    await signIn(page, 'verified');
    await expect(page.getByText('1,250 points')).toBeVisible();
    await demo.expireTokens();
    await page.reload();
    await expect(page.getByText('1,250 points')).toBeVisible();
    await page.getByRole('link', { name: 'Coupons', exact: true }).first().click();
    await expect(page).toHaveURL(/\/coupons$/);
    await page.waitForLoadState('networkidle');
    await demo.expireTokens();
    await demo.fault({ path: '/wl/v1/user/token/refresh', status: 401, times: 5 });
    await page.goto('/news');
    await expectLoginScreen(page);

    // Two sign-ins' worth: the login pair and the refreshed pair.
    expect(tokens.size).toBeGreaterThanOrEqual(4);
    for (const token of tokens) {
      expect(urls.filter((url) => url.includes(token)), `URLs carrying ${token}`).toEqual([]);
      expect(logs.filter((line) => line.includes(token)), `console lines carrying ${token}`).toEqual([]);
    }
  });

  test("authStorage 'session' keeps the session in sessionStorage only", async ({ page }) => {
    await page.route('**/portal.config.json', (route) => route.fulfill({ json: { apiBaseUrl: '/', authStorage: 'session', demo: true } }));
    await signIn(page, 'verified');
    await expect(page.getByText('1,250 points')).toBeVisible();

    expect(await storedAuth(page, 'sessionStorage')).toMatchObject({ token: expect.any(String), logged: true });
    expect(await storedAuth(page, 'localStorage')).toBeNull();

    // The tab keeps its session across a reload.
    await page.reload();
    await expect(page.getByText('1,250 points')).toBeVisible();
    expect(await storedAuth(page, 'localStorage')).toBeNull();
  });
});
