import type { Page } from '@playwright/test';
import { accounts, DEMO_PASSWORD, expect, signIn, test } from './fixtures';
import { holdBootScript, strictPage } from './support/first-screen';
import { couponTile, couponTiles, text } from './support/member';

// A returning member's last coupon screen, painted by the boot loader before any script, then
// replaced by the client's render (docs/offline.md, "A returning member's last screen").

const SNAPSHOT_KEY = 'portal.screenSnapshot';
const MAIN_MENU = { name: 'Main menu' } as const;

const storedSnapshot = (page: Page) =>
  page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? 'null') as { html: string; owner: string } | null, SNAPSHOT_KEY);

/** The painted snapshot: a layer over the page, inert (no roles). */
const LAYER = 'div[data-screen-snapshot]';
/** The names of the list's tiles the painted snapshot shows, read from its markup. */
const paintedNames = (page: Page) => page.locator(`${LAYER} main li article`).locator('h2, h3').allInnerTexts();

/** Whether the painted snapshot is over the page now. */
const showsSnapshot = (page: Page) => page.evaluate((layer) => document.querySelector(layer) !== null, LAYER);

/** Signs in, opens /coupons and waits until its screen is kept with the names it shows. */
async function keptCouponScreen(page: Page, account: keyof typeof accounts = 'verified'): Promise<string[]> {
  await signIn(page, account, '/coupons');
  await expect(couponTiles(page).nth(19)).toBeVisible();
  const names = await couponTiles(page).getByRole('heading').allInnerTexts();
  await expect.poll(async () => (await storedSnapshot(page))?.html ?? '').toContain(names[19]!);
  return names;
}

test("a returning member's coupons are painted before any script, then the client's screen takes over without a shift", async ({ page }) => {
  test.slow(); // two loads of the portal with the strict CSP
  const { violations, messages } = await strictPage(page);
  const names = await keptCouponScreen(page);
  // Layout shifts while the snapshot is up, the client's screen rendering beneath it (the layer goes
  // once that screen has settled; the web font's swap after it is not this test's).
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((entries) => {
      if (!document.querySelector('div[data-screen-snapshot]')) return;
      for (const entry of entries.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });

  // Whether the tiles ever leave the page once the snapshot is up (a loading state alone on screen is a flash).
  await page.addInitScript(() => {
    const state = window as unknown as { tilesGone: boolean };
    state.tilesGone = false;
    document.addEventListener('DOMContentLoaded', () => {
      new MutationObserver(() => {
        if (document.querySelectorAll('main li article').length === 0) state.tilesGone = true;
      }).observe(document.body, { childList: true, subtree: true });
    });
  });

  const boot = await holdBootScript(page);
  await page.reload({ waitUntil: 'commit' });
  await expect.poll(() => paintedNames(page)).toEqual(names);
  expect(await showsSnapshot(page)).toBe(true);
  // Nothing of it works: it is inert, over #root, where the client renders.
  expect(await page.locator(`${LAYER}[inert] + #root`).count()).toBe(1);

  boot.release();
  await expect.poll(() => showsSnapshot(page)).toBe(false);
  await expect(couponTiles(page)).toHaveCount(20);
  expect(await couponTiles(page).getByRole('heading').allInnerTexts()).toEqual(names);
  expect(await page.locator('[inert]').count()).toBe(0);
  expect(await page.locator('[data-screen-snapshot]').count()).toBe(0);
  // The client's tiles work: Use opens its dialog.
  await couponTile(page, 'c-2').getByRole('button', { name: 'Use' }).click();
  await expect(page.getByRole('dialog', { name: text.activateTitle })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { tilesGone: boolean }).tilesGone), 'the tiles stay on screen from the snapshot to the client').toBe(false);
  expect(violations).toEqual([]);
  expect(messages.filter((message) => message.startsWith('pageerror') || message.startsWith('error'))).toEqual([]);
});

test('logout drops the snapshot: the next load paints nothing of the member', async ({ page }) => {
  test.slow(); // three loads of the portal
  const names = await keptCouponScreen(page);
  await page.getByRole('navigation', MAIN_MENU).getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  expect(await storedSnapshot(page)).toBeNull();

  const boot = await holdBootScript(page);
  await page.goto('/coupons', { waitUntil: 'commit' });
  await expect(page.locator('#root main.boot-fallback')).toHaveCount(1);
  expect(await showsSnapshot(page)).toBe(false);
  expect(await page.locator('#root').innerText()).not.toContain(names[0]!);
  boot.release();
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
});

test('a snapshot is painted only under the session it was written for', async ({ page }) => {
  test.slow(); // three loads of the portal
  const names = await keptCouponScreen(page);
  const firstOwner = (await storedSnapshot(page))!.owner;
  // Another member's session arrives in storage (as another browser's copy of the profile would
  // leave it), without a sign-in in this page: the snapshot is still there, but not theirs.
  const login = await page.request.post('/wl/v1/user/login', { data: { email: accounts.unverified.email, password: DEMO_PASSWORD } });
  const { data } = (await login.json()) as { data: { token: string; refresh_token: string } };
  await page.evaluate((session) => window.localStorage.setItem('auth', session), JSON.stringify({ ...data, logged: true }));
  expect(await storedSnapshot(page)).not.toBeNull();

  const boot = await holdBootScript(page);
  await page.reload({ waitUntil: 'commit' });
  await expect(page.locator('#root main.boot-fallback')).toHaveCount(1);
  expect(await showsSnapshot(page)).toBe(false);
  expect(await page.locator('#root').innerText()).not.toContain(names[0]!);
  boot.release();
  await expect(couponTiles(page).first()).toBeVisible();
  // The boot found it was not this session's: it is gone (or replaced by this member's own).
  await expect.poll(async () => (await storedSnapshot(page))?.owner ?? null).not.toBe(firstOwner);
});

test('a list that changed since shows changed at the takeover, and nothing moves after it', async ({ page, demo }) => {
  test.slow(); // two loads of the portal
  let answered = '';
  page.on('response', (response) => {
    if (response.url().endsWith('/wl/v1/coupons') && response.ok()) void response.text().then((body) => (answered = body), () => undefined);
  });
  const names = await keptCouponScreen(page);
  // The list's next answer lacks its first coupon (used up elsewhere) and comes a second late: the
  // kept list has rendered before it, and the layer waits for it (SNAPSHOT_REFRESH_WAIT_MS at most).
  await expect.poll(() => answered).toContain('"coupons"');
  const current = JSON.parse(answered) as { data: { coupons: unknown[]; total: number } };
  const changed = { ...current, data: { coupons: current.data.coupons.slice(1), total: current.data.total - 1 } };
  await demo.fault({ path: '/wl/v1/coupons', method: 'POST', json: changed, delay_ms: 1_000, times: 1 });
  await page.addInitScript(() => {
    const state = window as unknown as { shift: number };
    state.shift = 0;
    new PerformanceObserver((entries) => {
      for (const entry of entries.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) state.shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });

  await page.reload();
  await expect.poll(() => demo.pendingFaults()).toEqual([]);
  await expect.poll(() => showsSnapshot(page)).toBe(false);
  await expect(couponTiles(page).first().getByRole('heading')).toHaveText(names[1]!);
  expect(await couponTiles(page).getByRole('heading').allInnerTexts()).not.toContain(names[0]);
  // The cumulative layout shift of the whole load, the budget's measure (docs/performance.md).
  expect(await page.evaluate(() => (window as unknown as { shift: number }).shift)).toBeLessThanOrEqual(0.02);
});
