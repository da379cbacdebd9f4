import type { BrowserContext, Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';
import { couponTiles } from './support/member';
import { serviceWorkerInControl, text } from './support/offline';

// Kept screens end with the session (docs/offline.md, "Kept screens end with the session"): once the
// device can know a member's session is over (its stated end passed, a refused refresh), nothing of
// the member is painted in any frame, online or offline; offline, kept screens last the channel's
// kept window and say when they were last synced.

// The offline cases need the service worker (the other specs block it); the online ones run without
// it, as a first visit does (a navigation the worker fetches carries no channel document to paint by).

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
/** The demo's refresh tokens live 7 days (REFRESH_TTL_MS): the session's stated end. */
const SESSION_DAYS = 7;
const SNAPSHOT_KEY = 'portal.screenSnapshot';

type Seen = { what: string; at: number }[];

/**
 * A new tab of the same browser (shared storage) with its clock `aheadMs` from now, watching every
 * DOM change and every frame from before the first byte of the page: it records any coupon tile,
 * the header's points, the card, the painted snapshot, or any of `names` (the member's coupons).
 */
async function watchedTab(context: BrowserContext, aheadMs: number, names: string[]): Promise<Page> {
  const tab = await context.newPage();
  await tab.clock.install({ time: Date.now() + aheadMs });
  await tab.addInitScript((coupons) => {
    const seen: { what: string; at: number }[] = [];
    (window as unknown as { seen: typeof seen }).seen = seen;
    const MEMBER = '[data-screen-snapshot], main li article, [data-testid="points-pill"], [data-testid="till-points"], [data-testid="card"], [data-testid="card-large"], [data-testid="till-coupon"]';
    const check = () => {
      const element = document.querySelector(MEMBER);
      if (element) seen.push({ what: element.outerHTML.slice(0, 80), at: performance.now() });
      const textContent = document.documentElement?.textContent ?? '';
      const name = coupons.find((coupon) => textContent.includes(coupon));
      if (name) seen.push({ what: name, at: performance.now() });
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
    const frame = () => {
      check();
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }, names);
  return tab;
}

/**
 * A backend whose sessions end sooner than the demo's (7 days) states so at sign-in: the stored end
 * is moved to `inMs` from now, as that answer would have set it. The kept screen is then younger
 * than a day (paintable by age) when the session ends.
 */
const sessionEndsIn = (page: Page, inMs: number) =>
  page.evaluate((at) => {
    const session = JSON.parse(localStorage.getItem('auth')!) as Record<string, unknown>;
    localStorage.setItem('auth', JSON.stringify({ ...session, ends_at: at }));
  }, Date.now() + inMs);

const seen = (tab: Page) => tab.evaluate(() => (window as unknown as { seen: Seen }).seen);
const stored = (page: Page, key: string) => page.evaluate((name) => window.localStorage.getItem(name), key);

/** Member A signs in through the form, shows /coupons (kept: reads and snapshot) and returns the coupon names shown. */
async function keptCoupons(page: Page): Promise<string[]> {
  await signIn(page, 'verified', '/coupons');
  await expect(couponTiles(page).nth(19)).toBeVisible();
  const names = await couponTiles(page).getByRole('heading').allInnerTexts();
  await expect.poll(async () => (await stored(page, SNAPSHOT_KEY)) ?? '').toContain(names[19]!);
  const ends = await page.evaluate(() => (JSON.parse(localStorage.getItem('auth') ?? '{}') as { ends_at?: number }).ends_at);
  expect(ends, "the sign-in answer's end is kept with the session").toBeGreaterThan(Date.now() + (SESSION_DAYS - 1) * DAY);
  return names;
}

/** The sign-in screen a signed-out member lands on from a member route. */
const signInScreen = (tab: Page) => tab.getByRole('heading', { level: 1, name: 'Log in' });

test.describe('online', () => {
  test.use({ serviceWorkers: 'block' });

test("past the session's end, a new tab online paints nothing of the member: no snapshot, no kept reads", async ({ page, context, demo }) => {
  test.slow(); // sign-in, the kept screen, a second tab
  const names = await keptCoupons(page);
  await sessionEndsIn(page, HOUR);
  await page.close();
  // The session ends on the server (its refresh is refused) and the device's clock is past its end.
  // The refusal is set before the tokens expire: a load still settling (the worker taking control) refreshes too.
  await demo.fault({ path: '/wl/v1/user/token/refresh', status: 401, times: 5 });
  await demo.expireTokens();
  const tab = await watchedTab(context, 2 * HOUR, names);
  await tab.goto('/coupons');
  await expect(signInScreen(tab)).toBeVisible();
  await tab.waitForTimeout(500);
  expect(await seen(tab)).toEqual([]);
  expect(await stored(tab, SNAPSHOT_KEY)).toBeNull();
  expect(await stored(tab, 'auth')).toBeNull();
  await demo.clearFaults();
});

test("the demo's own session end: past it the refresh is refused and a new tab paints nothing", async ({ page, context, demo }) => {
  test.slow(); // sign-in, the kept screen, a second tab
  const names = await keptCoupons(page);
  await page.close();
  await demo.advanceTime((SESSION_DAYS * DAY + HOUR) / 1000);
  const tab = await watchedTab(context, SESSION_DAYS * DAY + HOUR, names);
  await tab.goto('/coupons');
  await expect(signInScreen(tab)).toBeVisible();
  await tab.waitForTimeout(500);
  expect(await seen(tab)).toEqual([]);
});

});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

test('offline, kept screens last the channel window with "last synced", and nothing shows past the session end', async ({ page, context }) => {
  test.slow(); // installs the service worker (precaches the build), then four tabs
  const names = await keptCoupons(page);
  await serviceWorkerInControl(page);
  await page.goto('/card');
  await expect(page.getByTestId('card')).toBeVisible();
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open('portal-member-card')).keys()).some((request) => request.url.endsWith('/wl/v1/card'))))
    .toBe(true);
  await page.close();
  await context.setOffline(true);
  const lastSynced = text('en', 'offline.lastSynced').split('{{date}}')[0]!;

  // Within the window (24 hours by default): the card, and when it was synced.
  const within = await context.newPage();
  await within.clock.install({ time: Date.now() + 2 * HOUR });
  await within.goto('/card');
  await expect(within.getByTestId('card')).toBeVisible();
  await expect(within.getByTestId('last-synced')).toContainText(lastSynced);
  await within.goto('/coupons');
  await expect(within.getByTestId('offline-state').getByTestId('last-synced')).toContainText(lastSynced);

  // Past the window, before the session's end: the offline state instead of the card.
  const past = await watchedTab(context, DAY + HOUR, names);
  await past.goto('/card');
  await expect(past.getByTestId('offline-state')).toBeVisible();
  await expect(past.getByTestId('card')).toHaveCount(0);
  await past.close();

  // Past the session's end, within the window: signed out, nothing of the member in any frame, on either screen.
  await sessionEndsIn(within, 3 * HOUR);
  await within.close();
  const ended = await watchedTab(context, 4 * HOUR, names);
  await ended.goto('/coupons');
  await expect(signInScreen(ended)).toBeVisible();
  await ended.goto('/card');
  await expect(ended.getByTestId('card')).toHaveCount(0);
  await expect.poll(() => ended.evaluate(() => caches.has('portal-member-card'))).toBe(false);
  await ended.waitForTimeout(500);
  expect(await seen(ended)).toEqual([]);
});

test('after a refused refresh, no later load paints anything of the member, online or offline', async ({ page, context, demo }) => {
  test.slow(); // sign-in, the kept screen, three loads
  const names = await keptCoupons(page);
  await serviceWorkerInControl(page);
  // The server ends the session early (the refresh token is refused): the device learns it at the refusal.
  // The refusal is set before the tokens expire: a load still settling (the worker taking control) refreshes too.
  await demo.fault({ path: '/wl/v1/user/token/refresh', status: 401, times: 5 });
  await demo.expireTokens();
  await page.reload();
  await expect(signInScreen(page)).toBeVisible();
  expect(await stored(page, SNAPSHOT_KEY)).toBeNull();
  await page.close();
  await demo.clearFaults();

  const online = await watchedTab(context, 0, names);
  await online.goto('/coupons');
  await expect(signInScreen(online)).toBeVisible();
  await online.waitForTimeout(500);
  expect(await seen(online)).toEqual([]);
  await online.close();

  await context.setOffline(true);
  const offline = await watchedTab(context, 0, names);
  await offline.goto('/coupons').catch(() => undefined);
  await offline.waitForTimeout(1_000);
  expect(await seen(offline)).toEqual([]);
});
});
