import type { Page, Request } from '@playwright/test';
import { expect, signIn, test } from './fixtures';
import { couponTile, expectSignedOut } from './support/member';

// The demo backend serves a stand-in of Bloomreach's Web SDK at <origin>/__demo/bloomreach that
// records every call it receives (docs/demo-backend.md); the demo control turns the integration on.
const TARGET = '/__demo/bloomreach';

type SdkCall = { method: string; args: unknown[]; page: string };

async function enableBloomreach(page: Page, settings: Record<string, unknown> = {}) {
  const response = await page.request.post('/__demo/integrations/bloomreach', { data: settings });
  expect(response.ok()).toBe(true);
}

async function sdkCalls(page: Page): Promise<SdkCall[]> {
  const response = await page.request.get(`${TARGET}/calls`);
  return ((await response.json()) as { calls: SdkCall[] }).calls;
}

const navigations = (calls: SdkCall[]) => calls.filter((c) => c.method === 'track' && c.args[0] === 'navigation').map((c) => c.args[1]);
const methods = (calls: SdkCall[]) => calls.map((c) => (c.method === 'track' ? `track ${(c.args[1] as { route: string }).route}` : c.method));

/** Every request the page makes to the analytics target (the SDK script and its calls). */
function watchTarget(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith(TARGET)) seen.push(request);
  });
  return seen;
}

/** The page has loaded and the browser has been idle (the point after which analytics may load). */
async function settle(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const idle = () => requestIdleCallback(() => requestIdleCallback(() => resolve()));
        if (document.readyState === 'complete') idle();
        else addEventListener('load', idle, { once: true });
      }),
  );
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

test('identifies the member with the mapped ids and tracks home -> coupons -> a coupon -> rewards', async ({ page }) => {
  test.slow(); // a journey over several screens
  await enableBloomreach(page);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await signIn(page);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('region', { name: 'Popular coupons' })).toBeVisible();

  await menu(page).getByRole('link', { name: 'Coupons' }).click();
  await expect(page).toHaveURL(/\/coupons$/);
  await couponTile(page, 'c-3').getByRole('link', { name: 'Active' }).click();
  await expect(page).toHaveURL(/\/coupon\/c-3$/);
  await menu(page).getByRole('link', { name: 'Rewards' }).click();
  await expect(page).toHaveURL(/\/rewards$/);

  // The SDK sends each event when it is ready: wait for the last screen's, then read the journey.
  await expect.poll(async () => navigations(await sdkCalls(page)).at(-1)).toMatchObject({ route: '/rewards' });
  const calls = await sdkCalls(page);
  expect(calls[0]).toMatchObject({ method: 'initialize', args: [{ token: 'demo-project', track: { visits: false } }] });
  const identify = calls.filter((c) => c.method === 'identify');
  expect(identify.map((c) => c.args)).toEqual([[{ registered: 'verified@demo.test', customer_id: 'CUST-M1' }]]);
  // Signed in from /pass-login: the journey after it, each route once, origin = the previous route.
  expect(navigations(calls).slice(-4)).toEqual([
    { route: '/', origin: '/pass-login' },
    { route: '/coupons', entity: 'coupons', origin: '/' },
    { route: '/coupon/c-3', entity: 'coupon', entity_id: 'c-3', origin: '/coupons' },
    { route: '/rewards', entity: 'rewards', origin: '/coupon/c-3' },
  ]);
  // Identified before the member's first event is sent.
  expect(methods(calls).indexOf('identify')).toBeLessThan(methods(calls).indexOf('track /'));
  expect(errors).toEqual([]);
});

test('the first load is tracked once, without its query string', async ({ page }) => {
  await enableBloomreach(page);
  await page.goto('/password-reset?token=secret-reset-token');
  await settle(page);
  await expect.poll(async () => navigations(await sdkCalls(page))).toEqual([{ route: '/password-reset', entity: 'password-reset' }]);
  const raw = JSON.stringify(await sdkCalls(page));
  expect(raw).not.toContain('secret-reset-token');
});

test('logout anonymises the tracking identity before the next event', async ({ page }) => {
  test.slow(); // a journey over several screens
  await enableBloomreach(page);
  await signIn(page);
  await expect(page.getByRole('region', { name: 'Popular coupons' })).toBeVisible();
  await menu(page).getByRole('link', { name: 'Coupons' }).click();
  await expect(page).toHaveURL(/\/coupons$/);
  await expect.poll(async () => methods(await sdkCalls(page))).toContain('track /coupons');
  await menu(page).getByRole('button', { name: 'Log out' }).click();
  await expectSignedOut(page);
  await expect.poll(async () => methods(await sdkCalls(page)).slice(-3)).toEqual(['track /coupons', 'anonymize', 'track /']);
  expect(navigations(await sdkCalls(page)).at(-1)).toEqual({ route: '/', origin: '/coupons' });
});

test('disabled: no request at all reaches the target', async ({ page }) => {
  test.slow(); // a journey over several screens
  const requests = watchTarget(page);
  await signIn(page);
  await expect(page.getByRole('region', { name: 'Popular coupons' })).toBeVisible();
  await settle(page);
  await menu(page).getByRole('link', { name: 'Coupons' }).click();
  await expect(page).toHaveURL(/\/coupons$/);
  await settle(page);
  expect(await page.evaluate(() => 'exponea' in window)).toBe(false);
  expect(requests.map((r) => r.url())).toEqual([]);
  expect(await sdkCalls(page)).toEqual([]);
});

test('a failing SDK host changes nothing for the member: no toast, no error flood', async ({ page }) => {
  test.slow(); // a journey over several screens
  await enableBloomreach(page, { api_url: 'http://127.0.0.1:9/unreachable' });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await signIn(page);
  await expect(page.getByRole('region', { name: 'Popular coupons' })).toBeVisible();
  await settle(page);
  await menu(page).getByRole('link', { name: 'Coupons' }).click();
  await menu(page).getByRole('link', { name: 'Rewards' }).click();
  await expect(page).toHaveURL(/\/rewards$/);
  await settle(page);
  await expect(page.getByRole('alert')).toHaveCount(0);
  // At most the browser's own line for the one script that could not load.
  expect(errors.length).toBeLessThanOrEqual(1);
});

test.describe('gated by a consent', () => {
  test('nothing before the member gives it; giving it starts tracking; revoking anonymises and stops it', async ({ page }) => {
    test.slow(); // one long journey: sign-in, three screens, sign and revoke
    await enableBloomreach(page, { consent_id: 'cons-3' });
    const requests = watchTarget(page);
    await page.goto('/');
    await settle(page);
    await signIn(page);
    await expect(page.getByRole('region', { name: 'Popular coupons' })).toBeVisible();
    await settle(page);
    await menu(page).getByRole('link', { name: 'Coupons' }).click();
    await expect(page).toHaveURL(/\/coupons$/);
    await page.goto('/consent/cons-3');
    await expect(page.getByRole('button', { name: 'I agree' })).toBeVisible();
    await settle(page);
    expect(requests.map((r) => r.url())).toEqual([]);

    await page.getByRole('button', { name: 'I agree' }).click();
    await expect(page.getByRole('button', { name: 'Revoke consent' })).toBeVisible();
    await menu(page).getByRole('link', { name: 'Coupons' }).click();
    await expect(page).toHaveURL(/\/coupons$/);
    await expect.poll(async () => methods(await sdkCalls(page))).toEqual(['initialize', 'identify', 'track /coupons']);
    expect(navigations(await sdkCalls(page))).toEqual([{ route: '/coupons', entity: 'coupons', origin: '/consent/cons-3' }]);

    await page.goBack();
    await expect(page).toHaveURL(/\/consent\/cons-3$/);
    await page.getByRole('button', { name: 'Revoke consent' }).click();
    await expect(page.getByText('Your consent has been withdrawn.')).toBeVisible();
    await expect.poll(async () => methods(await sdkCalls(page)).at(-1)).toBe('anonymize');
    const count = (await sdkCalls(page)).length;
    await menu(page).getByRole('link', { name: 'Rewards' }).click();
    await expect(page).toHaveURL(/\/rewards$/);
    await settle(page);
    expect((await sdkCalls(page)).length).toBe(count);
  });
});
