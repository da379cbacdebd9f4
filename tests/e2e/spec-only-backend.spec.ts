// The production build against a backend that has only the spec's calls, behind a gateway that
// answers 401 to every call of ours (support/spec-only-backend.ts): the portal starts without the
// channel document, the structure or the sections, and a member signs in, lists coupons and opens
// the profile; a screen that needs a call of ours says it is unavailable, the rest works.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import en from '../../src/lib/i18n/locales/en.json' with { type: 'json' };
import { accounts, DEMO_PASSWORD, expect, test } from './fixtures';
import { recordToasts } from './support/faults';
import { couponTiles } from './support/member';
import { startSpecOnlyBackend, type SpecOnlyBackend } from './support/spec-only-backend';

// A load's first render, on a loaded shared machine: the default 7 s wait once left a blank page.
const FIRST_RENDER = { timeout: 20_000 };

let gateway: SpecOnlyBackend;
let context: BrowserContext;

// Each test loads the portal three to four times, each load making every config call one by one.
test.slow();

test.beforeAll(async ({ baseURL }) => {
  gateway = await startSpecOnlyBackend(baseURL!);
});
test.afterAll(async () => {
  await gateway.close();
});
test.afterEach(async () => {
  await context.close();
});

async function openPortal(browser: Browser): Promise<Page> {
  context = await browser.newContext({ baseURL: gateway.url, serviceWorkers: 'block' });
  return context.newPage();
}

const documentCalls = () => gateway.calls.filter((call) => call === 'GET /wl/v1/platform/config/document');

async function expectNoErrorScreen(page: Page) {
  await expect(page.getByText(/cannot start|could not be reached/i)).toHaveCount(0);
  await expect(page.getByText(en.blocks.loadError)).toHaveCount(0);
}

test('sign-in, coupons and profile work; the document is asked once per session', async ({ browser, demo }) => {
  await demo.reset('default');
  const page = await openPortal(browser);
  const toastsSeen = await recordToasts(page);
  const before = documentCalls().length;

  await page.goto('/pass-login');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible(FIRST_RENDER);
  await expectNoErrorScreen(page);
  expect(documentCalls().length - before).toBe(1);
  expect(gateway.refused).toContain('GET /wl/v1/platform/config/document');

  await page.getByLabel(/e-?mail/i).fill(accounts.verified.email);
  await page.getByLabel(/password/i).first().fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /log in/i }).click();
  await expect(page).not.toHaveURL(/pass-login/);

  // A new load in the same tab: the backend is known to lack the document, no second call.
  await page.goto('/coupons');
  await expect(couponTiles(page).first()).toBeVisible(FIRST_RENDER);
  expect(await couponTiles(page).count()).toBeGreaterThan(0);
  await expectNoErrorScreen(page);

  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(FIRST_RENDER);
  await page.getByRole('main').getByRole('link', { name: en.screens.profile.edit }).click();
  await expect(page).toHaveURL(/\/profile-edit$/);
  await expect(page.getByLabel(/e-?mail/i).first()).toHaveValue(accounts.verified.email);
  await expectNoErrorScreen(page);

  expect(documentCalls().length - before, 'the document call is not repeated on later loads').toBe(1);
  expect(gateway.refused.some((call) => call.endsWith('/platform/config/structure'))).toBe(true);
  expect(await toastsSeen()).toEqual([]);
});

test('a screen that needs a call of ours says it is unavailable, in the channel\'s language; the menu and header still work', async ({ browser, demo }) => {
  await demo.reset('default');
  const page = await openPortal(browser);
  const toastsSeen = await recordToasts(page);
  await page.goto('/pass-login');
  await page.getByLabel(/e-?mail/i).fill(accounts.verified.email);
  await page.getByLabel(/password/i).first().fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /log in/i }).click();
  await expect(page).not.toHaveURL(/pass-login/);

  await page.goto('/rewards');
  await expect(page.getByRole('main').getByText(en.errors.featureUnavailable).first()).toBeVisible(FIRST_RENDER);
  expect(gateway.refused).toContain('POST /wl/v1/rewards');
  await expect(page.getByRole('banner')).toBeVisible();
  await expectNoErrorScreen(page);
  expect(await toastsSeen()).toEqual([]);
});
