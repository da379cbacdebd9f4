import { expect, expectNoAxeViolations, test } from './fixtures';
import { navigate } from './support/routes';
import {
  couponTile,
  couponTiles,
  isCouponListRequest,
  openSignedIn,
  pointsLabel,
  pointsPill,
  shownCouponIds,
  text,
} from './support/member';

// The fixture resets the demo store only when a test asks for `demo`: every test here does.
test.beforeEach(({ demo }) => {
  expect(demo).toBeDefined();
});

test('the list shows 20, reaching its end loads the rest once each, and the list passes axe', async ({ page }) => {
  const firstPage = page.waitForResponse((r) => isCouponListRequest(r.request()));
  await openSignedIn(page, 'verified', '/coupons');
  const { data } = (await (await firstPage).json()) as { data: { total: number } };
  expect(data.total).toBeGreaterThan(40);
  await expect(couponTiles(page)).toHaveCount(20);
  const first = await shownCouponIds(page);
  await expectNoAxeViolations(page, 'coupons list');

  // The list loads the next page when its end (the Load more button) scrolls into view.
  const more = page.getByRole('main').getByRole('button', { name: 'Load more' });
  await more.scrollIntoViewIfNeeded();
  await expect(couponTiles(page)).toHaveCount(40);
  await more.scrollIntoViewIfNeeded();
  await expect(couponTiles(page)).toHaveCount(data.total);
  await expect(more).toBeHidden();
  const all = await shownCouponIds(page);
  expect(new Set(all).size).toBe(all.length);
  expect(all.slice(0, 20)).toEqual(first);
});

test('unverified member: locked tiles open the verification dialog', async ({ page }) => {
  await openSignedIn(page, 'unverified', '/coupons');
  await expect(couponTiles(page)).toHaveCount(20);
  const button = couponTile(page, 'c-2').getByRole('button', { name: 'Use' });
  await expect(button).toHaveAccessibleDescription(text.locked);
  await expect(button.locator('svg')).toBeVisible();

  await button.click();
  const dialog = page.getByRole('dialog', { name: text.verifyTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(text.verifyText);
  await expectNoAxeViolations(page, 'verification dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});

test('an allowed coupon asks first: Later closes, Activate activates and lands on /coupons', async ({ page }) => {
  await openSignedIn(page, 'verified', '/');
  const popular = page.getByRole('region', { name: 'Popular coupons' });
  const use = popular.getByRole('article').filter({ has: page.locator('a[href="/coupon/c-2"]') }).getByRole('button', { name: 'Use' });

  await use.click();
  const dialog = page.getByRole('dialog', { name: text.activateTitle });
  await expect(dialog).toContainText(/must be used within \d+ minutes?/);
  await expectNoAxeViolations(page, 'activation dialog');
  await dialog.getByRole('button', { name: 'Later' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/$/);

  await use.click();
  await dialog.getByRole('button', { name: 'Activate' }).click();
  await expect(page).toHaveURL(/\/coupons$/);
  await expect(dialog).toBeHidden();
  await expect(couponTile(page, 'c-2').getByRole('link', { name: 'Active' })).toBeVisible();
});

test('a coupon costing more than the wallet shows the popover; one within it lowers the points pill', async ({ page }) => {
  await openSignedIn(page, 'verified', '/coupons');
  await expect(couponTiles(page)).toHaveCount(20);
  await expect(pointsPill(page)).toHaveText(pointsLabel(125_000));
  await couponTile(page, 'c-11').getByRole('button', { name: '2,250 points' }).click();
  await expect(page.getByText(text.notEnoughPoints)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByText(text.notEnoughPoints)).toBeHidden();

  const tile = couponTile(page, 'c-7');
  await tile.getByRole('button', { name: '50 points' }).click();
  await page.getByRole('dialog', { name: text.activateTitle }).getByRole('button', { name: 'Activate' }).click();
  await expect(tile.getByRole('link', { name: 'Active' })).toBeVisible();
  await expect(pointsPill(page)).toHaveText(pointsLabel(125_000 - 5_000));
});

test('a failed activation only stops the spinner: the dialog stays and nothing else changes', async ({ page, demo }) => {
  await openSignedIn(page, 'verified', '/coupons');
  await demo.fault({ path: '/wl/v1/coupon/c-7/activate', status: 500 });
  // Hold the call until the spinner has been seen; the demo backend then answers 500.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/wl/v1/coupon/c-7/activate', async (route) => {
    await held;
    await route.fallback();
  });
  const tile = couponTile(page, 'c-7');
  await tile.getByRole('button', { name: '50 points' }).click();
  const dialog = page.getByRole('dialog', { name: text.activateTitle });
  const confirm = dialog.getByRole('button', { name: 'Activate' });
  await confirm.click();
  await expect(confirm).toHaveAttribute('aria-busy', 'true');
  const answered = page.waitForResponse((r) => r.url().endsWith('/wl/v1/coupon/c-7/activate'));
  release();
  expect((await answered).status()).toBe(500);
  await expect(confirm).not.toHaveAttribute('aria-busy');
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/coupons$/);
  await expect(pointsPill(page)).toHaveText(pointsLabel(125_000));
  await dialog.getByRole('button', { name: 'Later' }).click();
  await expect(tile.getByRole('button', { name: '50 points' })).toBeVisible();
});

test('not enough points: the member without a wallet gets the popover on a 50-point coupon', async ({ page }) => {
  await openSignedIn(page, 'nopoints', '/coupons');
  await expect(couponTiles(page)).toHaveCount(20);
  const cheap = couponTile(page, 'c-7').getByRole('button', { name: '50 points' });
  await cheap.click();
  await expect(page.getByText(text.notEnoughPoints)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectNoAxeViolations(page, 'not-enough-points popover');
  await page.keyboard.press('Escape');
  await expect(page.getByText(text.notEnoughPoints)).toBeHidden();
});

test('an empty list says no coupons are available', async ({ page }) => {
  // Every seeded member has coupons: the demo fault answers this one list call with an empty page.
  const fault = await page.request.post('/__demo/fault', {
    data: { path: '/wl/v1/coupons', method: 'POST', json: { data: { coupons: [], total: 0 } }, times: 2 },
  });
  expect(fault.ok()).toBe(true);
  await openSignedIn(page, 'verified', '/coupons');
  await expect(page.getByRole('main').getByText(text.noCoupons)).toBeVisible();
  await expect(couponTiles(page)).toHaveCount(0);
});

test('the countdown follows the page clock and the list is refetched at zero', async ({ page, demo }) => {
  const state = (await (await page.request.get('/__demo/state')).json()) as { now: string };
  await page.clock.install({ time: new Date(state.now) });
  const listRequests: string[] = [];
  page.on('request', (request) => {
    if (isCouponListRequest(request)) listRequests.push(request.url());
  });
  await openSignedIn(page, 'verified', '/coupons');
  await expect(couponTiles(page)).toHaveCount(20);
  const timer = couponTile(page, 'c-4').getByRole('timer', { name: 'Time left' });
  await expect(timer).toHaveText(/^\d+ seconds?$/);
  const start = parseInt((await timer.textContent()) ?? '', 10);
  expect(start).toBeLessThanOrEqual(100);
  expect(start).toBeGreaterThan(40);
  const loaded = listRequests.length;

  await page.clock.fastForward(30_000);
  await expect.poll(async () => parseInt((await timer.textContent()) ?? '', 10)).toBeLessThanOrEqual(start - 30);
  expect(parseInt((await timer.textContent()) ?? '', 10)).toBeGreaterThan(start - 40);
  expect(listRequests).toHaveLength(loaded);

  // Past the end on both clocks: the backend's coupon is over, the page's countdown reaches zero
  // and the refetched list (the backend leaves ended coupons out) no longer has the tile.
  await demo.advanceTime(start);
  const refetch = page.waitForRequest(isCouponListRequest);
  await page.clock.fastForward((start - 30 + 2) * 1000);
  await refetch;
  await expect(couponTile(page, 'c-4')).toHaveCount(0);
  await expect(couponTile(page, 'c-2')).toBeVisible();
});

test('an activated coupon reads Active and leads to its page, where it can be deactivated', async ({ page }) => {
  await openSignedIn(page, 'verified', '/coupons');
  const read = page.waitForResponse((r) => r.request().method() === 'GET' && r.url().endsWith('/wl/v1/coupon/c-3'));
  await couponTile(page, 'c-3').getByRole('link', { name: 'Active' }).click();
  await expect(page).toHaveURL(/\/coupon\/c-3$/);
  const { data } = (await (await read).json()) as { data: { coupon: { points: number } } };
  expect(data.coupon.points).toBeGreaterThan(0);
  const detail = page.getByRole('main').getByRole('article');
  await expect(detail.getByRole('heading', { level: 1, name: '50% off keyboard' })).toBeVisible();
  await expect(detail.getByRole('link', { name: 'Active' })).toBeVisible();
  await expectNoAxeViolations(page, 'coupon detail');

  await detail.getByRole('button', { name: 'Deactivate' }).click();
  await expect(detail.getByRole('button', { name: 'Deactivate' })).toBeHidden();
  await expect(detail.getByRole('link', { name: 'Active' })).toBeHidden();
  await expect(detail.getByRole('button', { name: /^(Use|[\d,]+ points?)$/ })).toBeVisible();
  // Deactivation refunds the coupon's points and refreshes the member.
  await expect(pointsPill(page)).toHaveText(pointsLabel(125_000 + data.coupon.points));
});

test('the staff member sees the activation code of a coupon', async ({ page }) => {
  await openSignedIn(page, 'staff', '/coupon/c-2');
  const detail = page.getByRole('main').getByRole('article');
  await expect(detail.getByRole('heading', { level: 1 })).toBeVisible();
  await detail.getByRole('button', { name: 'Show the code' }).click();
  await expect(detail.getByRole('status', { name: 'Coupon code' })).toHaveText(/^\w{4,}$/);
});

test('the tiles follow the demo clock: moved on by the demo control, c-4 counts its last seconds', async ({ page, demo }) => {
  // c-4 ends 90 s after the seed; the demo clock moves 70 s on, the browser's clock does not. The
  // margin leaves a busy machine time to open the page before c-4 ends.
  await demo.advanceTime(70);
  await openSignedIn(page, 'verified', '/coupons');
  const timer = couponTile(page, 'c-4').getByRole('timer', { name: 'Time left' });
  await expect(timer).toHaveText(/^\d+ seconds?$/);
  expect(parseInt((await timer.textContent()) ?? '', 10)).toBeLessThanOrEqual(20);
});

test('a coupon that ended while the list was not shown offers no action, and the list is refetched on return', async ({ page, demo }) => {
  test.setTimeout(60_000);
  // c-4 has 30 s left when the list is fetched; it ends (demo clock) while the member is elsewhere,
  // and they come back within the list's 10 s of freshness.
  await demo.advanceTime(60);
  await openSignedIn(page, 'verified', '/coupons');
  await expect(couponTiles(page)).toHaveCount(20, { timeout: 20_000 });
  await expect(couponTile(page, 'c-4').getByRole('button')).toBeVisible();

  await demo.advanceTime(40);
  // The next API answer (the rewards screen's) carries the demo clock's new offset: from then on
  // the portal's clock is past c-4's end.
  const rewards = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/wl/v1/'));
  await navigate(page, '/rewards');
  await expect(page.getByRole('heading', { level: 1, name: 'Rewards' })).toBeVisible();
  await expect(couponTile(page, 'c-4')).toHaveCount(0);
  await rewards;
  // Hold the refetch until the cached list has been checked: the member sees that list first.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/wl/v1/coupons', async (route) => {
    await held;
    await route.continue();
  });
  const refetch = page.waitForRequest(isCouponListRequest);
  await navigate(page, '/coupons');
  const ended = couponTile(page, 'c-4');
  await expect(ended.getByTestId('coupon-ribbon')).toHaveText(text.expired);
  await expect(ended.getByRole('button'), 'no Use button on an ended coupon').toHaveCount(0);
  await expect(ended).not.toContainText(text.validToday);
  await refetch;
  release();
  await expect(couponTile(page, 'c-4')).toHaveCount(0);
  await expect(couponTile(page, 'c-2')).toBeVisible();
});

test('the ended coupon page (/coupon/c-12) shows "Expired" and offers no button', async ({ page }) => {
  await openSignedIn(page, 'verified', '/coupon/c-12');
  const main = page.getByRole('main');
  await expect(main.getByTestId('coupon-ribbon')).toHaveText(text.expired);
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(main.getByRole('button', { name: /points?|use/i })).toHaveCount(0);
  await expect(main.getByRole('link', { name: /^active$/i })).toHaveCount(0);
});
