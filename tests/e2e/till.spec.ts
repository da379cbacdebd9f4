import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, type DemoBackend, type PresetName } from './fixtures';
import { memberCacheKeys, memberCard, pageToken, serviceWorkerInControl, signInBeforeFirstLoad, signInThroughForm, text } from './support/offline';

// The till screen works offline through the service worker (the other specs block it).
test.use({ serviceWorkers: 'allow' });

const cases: Array<{ preset: PresetName; language: string }> = [
  { preset: 'default', language: 'en' },
  { preset: 'fuel-cz', language: 'cs' },
];

type ApiCoupon = { id: string; name: string; activated: boolean; points: number; valid_from?: string | null; valid_until?: string | null; expiration_at?: number | null; code?: string | null };

const couponEnd = (coupon: ApiCoupon) =>
  typeof coupon.expiration_at === 'number' ? coupon.expiration_at * 1000 : coupon.valid_until ? Date.parse(coupon.valid_until) : null;

/** A coupon the member can activate now that ends within 48 hours but not within the next 10 minutes. */
async function couponToActivate(page: Page, token: string): Promise<ApiCoupon & { end: number }> {
  const headers = { Authorization: `Bearer ${token}` };
  const list = (await (await page.request.post('/wl/v1/coupons', { headers, data: { limit: 100, offset: 0 } })).json()) as { data: { coupons: ApiCoupon[] } };
  const user = (await (await page.request.get('/wl/v1/user', { headers })).json()) as { data: { wallets: Array<{ is_primary: boolean; points: number }> } };
  const points = user.data.wallets.find((wallet) => wallet.is_primary)?.points ?? 0;
  const now = Date.now();
  const usable = list.data.coupons
    .map((coupon) => ({ ...coupon, end: couponEnd(coupon) }))
    .filter((coupon): coupon is ApiCoupon & { end: number } => coupon.end !== null)
    .filter((coupon) => !coupon.activated && coupon.points <= points && (!coupon.valid_from || Date.parse(coupon.valid_from) <= now))
    .filter((coupon) => coupon.end > now + 10 * 60_000 && coupon.end < now + 48 * 3_600_000)
    .sort((a, b) => a.end - b.end);
  expect(usable.length).toBeGreaterThan(0);
  return usable[0]!;
}

/** Online on /till: activates `coupon` from the ready list (one tap, the dialog), stays on the till. */
async function activateAtTill(page: Page, language: string, coupon: ApiCoupon) {
  const row = page.getByTestId('till-ready').getByRole('listitem').filter({ has: page.getByRole('link', { name: coupon.name, exact: true }) });
  await row.getByRole('button').click();
  const dialog = page.getByRole('dialog', { name: text(language, 'coupon.activate.title') });
  await dialog.getByRole('button', { name: text(language, 'coupon.confirm') }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/till$/);
  await expect(page.getByRole('heading', { level: 2, name: text(language, 'till.readyTitle') })).toBeFocused();
  const item = page.getByTestId('till-coupon').filter({ has: page.getByRole('heading', { name: coupon.name, exact: true }) });
  await expect(item.getByTestId('till-coupon-code')).toBeVisible();
  return item;
}

/** The member cache holds the card and the till's coupons (the worker controls the page). */
async function keptForOffline(page: Page) {
  await serviceWorkerInControl(page);
  await page.reload();
  await expect(page.getByTestId('till-card')).toBeVisible();
  await expect
    .poll(async () => {
      const keys = await memberCacheKeys(page);
      return keys.some((key) => key.endsWith('/wl/v1/card')) && keys.some((key) => key.endsWith('till-coupons'));
    })
    .toBe(true);
}

async function visitTillOnline(page: Page, demo: DemoBackend, preset: PresetName) {
  await demo.reset(preset);
  const token = await signInBeforeFirstLoad(page);
  const member = await memberCard(page, token);
  const coupon = await couponToActivate(page, token);
  await page.goto('/till');
  // The first boot of a context also starts the worker's install (it precaches the whole build).
  await expect(page.getByTestId('card-large')).toContainText(member.grouped, { timeout: 20_000 });
  return { member, coupon };
}

for (const { preset, language } of cases) {
  test.describe(`till screen (${preset})`, () => {
    test('activated online, the till works offline: card, coupon with code, last synced; past its end it shows expired; logout leaves nothing', async ({ page, context, demo }) => {
      test.slow(); // the first visit installs the service worker, which precaches the whole build
      await page.clock.install();
      const { member, coupon } = await visitTillOnline(page, demo, preset);
      await expect(page.getByTestId('till-points')).toBeVisible();
      await expect(page.getByTestId('till-brightness-hint')).toHaveText(text(language, 'till.brightness'));
      const item = await activateAtTill(page, language, coupon);
      const code = (await item.getByTestId('till-coupon-code').locator('output').textContent())!.trim();
      expect(code).not.toBe('');
      await keptForOffline(page);

      await context.setOffline(true);
      await page.reload();
      await expect(page.getByTestId('card-large')).toContainText(member.grouped);
      await expect(page.getByTestId('card-holder')).toHaveText(member.holder);
      const offlineItem = page.getByTestId('till-coupon').filter({ has: page.getByRole('heading', { name: coupon.name, exact: true }) });
      await expect(offlineItem.getByTestId('till-coupon-code')).toContainText(code);
      await expect(offlineItem.getByTestId('barcode')).toBeVisible();
      const synced = text(language, 'till.lastSynced').split('{{date}}')[0]!;
      await expect(page.getByTestId('till-last-synced')).toContainText(synced);
      await expect(page.getByTestId('till-offline-actions')).toHaveText(text(language, 'till.offlineActions'));
      await expect(page.getByTestId('till-points')).toHaveCount(0);
      await expectNoAxeViolations(page, 'offline till');

      // The device clock passes the coupon's end: shown expired, its code no longer offered.
      await page.clock.fastForward(coupon.end - Date.now() + 60_000);
      await expect(offlineItem.getByTestId('till-coupon-expired')).toHaveText(text(language, 'coupon.expired'));
      await expect(offlineItem.getByTestId('till-coupon-code')).toHaveCount(0);

      await page.getByRole('button', { name: text(language, 'menu.logout') }).first().click();
      await expect(page).toHaveURL(/\/$/);
      await expect.poll(() => page.evaluate(() => caches.has('portal-member-card'))).toBe(false);
      await page.goto('/till');
      await expect(page.getByTestId('till-card')).toHaveCount(0);
      await expect(page.locator('body')).not.toContainText(member.grouped);
      await expect(page.locator('body')).not.toContainText(code);
    });
  });
}

test("member A's card in flight during logout, then B signs in: B never sees A's card or coupons at the till", async ({ page, context, demo }) => {
  test.slow(); // the first visit installs the service worker, which precaches the whole build
  const { member: a, coupon } = await visitTillOnline(page, demo, 'default');
  const item = await activateAtTill(page, 'en', coupon);
  const code = (await item.getByTestId('till-coupon-code').locator('output').textContent())!.trim();
  await keptForOffline(page);
  const cardOfA = await (await page.request.get('/wl/v1/card', { headers: { Authorization: `Bearer ${await pageToken(page)}` } })).json();

  await demo.fault({ path: '/wl/v1/card', delay_ms: 4_000, json: cardOfA });
  const slowCall = page.waitForRequest((request) => request.url().endsWith('/wl/v1/card'));
  await page.reload();
  await slowCall;
  await page.getByRole('button', { name: 'Log out' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await signInThroughForm(page, 'staff');
  // Lets A's slow answer reach the worker before B goes offline.
  await page.waitForTimeout(4_000);

  await context.setOffline(true);
  await page.goto('/till');
  // B's sign-in landed on the dashboard, which may have synced B's own coupons; A's card never came.
  await expect(page.getByTestId('till-card-unavailable')).toBeVisible();
  await expect(page.getByTestId('till-coupons').getByRole('heading', { level: 2 })).toBeVisible();
  await expect(page.locator('body')).not.toContainText(a.grouped);
  await expect(page.locator('body')).not.toContainText(code);

  await context.setOffline(false);
  await page.reload();
  const b = await memberCard(page, await pageToken(page));
  await expect(page.getByTestId('card-large')).toContainText(b.grouped);
  await expect.poll(async () => (await memberCacheKeys(page)).some((key) => key.endsWith('till-coupons'))).toBe(true);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('card-large')).toContainText(b.grouped);
  await expect(page.getByTestId('till-last-synced')).toBeVisible();
  await expect(page.locator('body')).not.toContainText(a.grouped);
  await expect(page.locator('body')).not.toContainText(code);
});

test('past its end on the demo clock, an activated coupon leaves the till and its code is not offered', async ({ page, demo }) => {
  const { coupon } = await visitTillOnline(page, demo, 'default');
  const item = await activateAtTill(page, 'en', coupon);
  const code = (await item.getByTestId('till-coupon-code').locator('output').textContent())!.trim();
  await demo.advanceTime(Math.ceil((coupon.end - Date.now()) / 1000) + 60);
  await page.reload();
  // Points show once the whole list is in (the live state), so the list below is the new one.
  await expect(page.getByTestId('till-points')).toBeVisible();
  await expect(page.getByTestId('till-coupon').filter({ has: page.getByRole('heading', { name: coupon.name, exact: true }) })).toHaveCount(0);
  await expect(page.locator('body')).not.toContainText(code);
});

test('the till at 390 and 1280 px: axe clean, and usable by keyboard alone (activation dialog traps and returns focus)', async ({ page, demo }) => {
  await demo.reset('default');
  await page.setViewportSize({ width: 390, height: 844 });
  await signInBeforeFirstLoad(page);
  await page.goto('/till');
  await expect(page.getByTestId('card-large')).toBeVisible();
  await expect(page.getByTestId('till-ready').getByRole('button').first()).toBeVisible();
  await expectNoAxeViolations(page, 'till at 390 px');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  const first = page.getByTestId('till-ready').getByRole('button').first();
  for (let i = 0; i < 60 && !(await first.evaluate((element) => element === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(first).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: text('en', 'coupon.activate.title') });
  await expect(dialog.getByRole('button', { name: text('en', 'coupon.confirm') })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(first).toBeFocused();

  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoAxeViolations(page, 'till at 1280 px');
});

test('the dashboard lists coupons ending within 48 hours first with their countdown and links to the till; the header card icon opens the card screen, which links on to the till', async ({ page, demo }) => {
  await demo.reset('default');
  await signInBeforeFirstLoad(page);
  await page.goto('/');
  const soon = page.getByTestId('ending-soon');
  await expect(soon.getByTestId('ending-soon-coupon').first()).toBeVisible();
  await expect(soon.getByTestId('ending-soon-coupon').first().getByRole('timer')).toBeVisible();
  await soon.getByRole('link', { name: text('en', 'till.open') }).click();
  await expect(page).toHaveURL(/\/till$/);
  await page.goto('/');
  await page.getByRole('link', { name: text('en', 'header.card') }).click();
  await expect(page).toHaveURL(/\/card$/);
  await page.getByRole('main').getByRole('link', { name: text('en', 'till.open') }).click();
  await expect(page).toHaveURL(/\/till$/);
  await expect(page.getByRole('heading', { level: 1, name: text('en', 'screens.till.title') })).toBeVisible();
});
