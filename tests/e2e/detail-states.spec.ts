import type { Page } from '@playwright/test';
import cs from '../../src/lib/i18n/locales/cs.json' with { type: 'json' };
import en from '../../src/lib/i18n/locales/en.json' with { type: 'json' };
import { expect, test } from './fixtures';
import { signInByApi } from './support/routes';

// Issue 10 items 11-14: promo code after success and when used twice, the expired coupon detail,
// not-found states of detail routes, and the /verify-expired heading.

const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}`));

async function openAsMember(page: Page, path: string, lang = 'en') {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await signInByApi(page);
  await page.goto(path);
}

test.beforeEach(({ demo }) => {
  expect(demo).toBeDefined();
});

test('promo code: success leaves a clean form; the same code again says it was already used', async ({ page }) => {
  await openAsMember(page, '/promo-code');
  const code = field(page, en.forms.fields.promoCode);
  const submit = page.getByRole('main').getByRole('button', { name: en.common.confirm });
  await code.fill('WELCOME100');
  await submit.click();
  await expect(page.getByRole('main').getByText(en.screens.promoCode.done)).toBeVisible();
  await expect(code).toHaveValue('');
  await expect(page.getByText(en.errors.mixed.required.replace('${path}', en.forms.fields.promoCode))).toHaveCount(0);
  await expect(code).not.toHaveAttribute('aria-invalid', 'true');

  await code.fill('WELCOME100');
  await submit.click();
  await expect(page.getByRole('main').getByText(en.errors.codeAlreadyUsed)).toBeVisible();
  await expect(page.getByText(en.errors.invalidCode)).toHaveCount(0);
  await expect(code).toHaveValue('WELCOME100');
});

test('an expired coupon detail shows "Expired" in the archived colour, never a 0 seconds countdown', async ({ page }) => {
  await openAsMember(page, '/coupon/c-12');
  const detail = page.getByRole('main').getByRole('article');
  await expect(detail.getByRole('heading', { level: 1 })).toBeVisible();
  const ribbon = detail.getByTestId('coupon-ribbon');
  await expect(ribbon).toHaveText(en.coupon.expired);
  await expect(ribbon).toHaveCSS('background-color', 'rgb(152, 152, 155)');
  await expect(detail.getByRole('timer')).toHaveCount(0);
});

test('a coupon whose countdown ends on its detail page turns to Expired', async ({ page }) => {
  const state = (await (await page.request.get('/__demo/state')).json()) as { now: string };
  await page.clock.install({ time: new Date(state.now) });
  await openAsMember(page, '/coupon/c-4');
  const ribbon = page.getByRole('main').getByRole('article').getByTestId('coupon-ribbon');
  await expect(ribbon.getByRole('timer')).toHaveText(/^\d+ seconds?$/);
  await page.clock.fastForward(101_000);
  await expect(ribbon).toHaveText(en.coupon.expired);
  await expect(page.getByText(/^0 seconds$/)).toHaveCount(0);
});

test('unknown ids show a Czech not-found state with a way home, no toast and no retry (fuel-cz)', async ({ page, demo }) => {
  test.setTimeout(120_000);
  await demo.reset('fuel-cz');
  await openAsMember(page, '/', 'cs');
  for (const path of ['/consent/1', '/news-article/1', '/delivery-address/1', '/coupon/x', '/reward/x', '/page/x']) {
    await page.goto(path);
    const main = page.getByRole('main');
    await expect(main.getByText(cs.blocks.notFound), path).toBeVisible();
    await expect(main.getByRole('button', { name: cs.common.retry }), path).toHaveCount(0);
    await expect(main.getByText(cs.errors.generic), path).toHaveCount(0);
    await expect(page.getByRole('region', { name: /Notifications|Oznámení/ }).getByRole('alert'), path).toHaveCount(0);
    const home = main.getByRole('link', { name: cs.blocks.backHome });
    await expect(home, path).toBeVisible();
    if (path === '/page/x') {
      await home.click();
      await expect(page).toHaveURL(/\/$/);
    }
  }
});

test('/verify-expired says once that the link has expired, and offers the resend', async ({ page }) => {
  await page.goto('/verify-expired');
  await expect(page.getByRole('heading', { level: 1, name: en.screens.verifyExpired.title })).toBeVisible();
  await expect(page.getByText(en.errors.verificationExpired, { exact: true })).toHaveCount(1);
  await expect(page.getByRole('button', { name: en.verify.expired.resend })).toBeVisible();
});
