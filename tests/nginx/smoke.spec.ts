// A member's journey through the real nginx and its strict CSP (deploy/nginx/): every screen is
// styled and nothing is blocked (csp-guard.ts). Two channels by host name on the same server.
import type { Page } from '@playwright/test';
import { expect, expectStyled, resetChannel, test } from './csp-guard';
import { origin } from './ports';

async function visit(page: Page, path: string, heading: RegExp | string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expectStyled(page, path);
}

test('default channel: sign in, coupons, activate, profile edit, content page, consent modal, deal drawer, registration', async ({ page }) => {
  test.setTimeout(90_000);
  await resetChannel(page, 'default');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await expectStyled(page, 'the login screen');
  await page.getByLabel(/e-?mail/i).fill('verified@demo.test');
  await page.getByLabel(/password/i).first().fill('Demo1234');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('region', { name: 'Popular coupons' })).toBeVisible();
  await expectStyled(page, 'the dashboard');

  // Deal drawer (a markdown body) from the deals sidebar.
  await page.getByTestId('deal-card').filter({ visible: true }).first().getByRole('button', { name: 'More' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('button', { name: 'Close' })).toBeVisible();
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(drawer).toBeHidden();

  // Activate a coupon: the confirmation dialog, then the coupon list with a toast.
  await page.getByRole('region', { name: 'Popular coupons' }).getByRole('article')
    .filter({ has: page.locator('a[href="/coupon/c-2"]') }).getByRole('button', { name: 'Use' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Activate' }).click();
  await expect(page).toHaveURL(/\/coupons$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Coupons' })).toBeVisible();
  await expectStyled(page, '/coupons');

  // Profile edit: save a changed first name.
  await visit(page, '/profile-edit', 'Edit profile');
  await page.getByLabel(/^First name\b/).fill('Věra');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Věra')).toBeVisible();

  // An HTML content page: its own <style> and the sandboxed frame under the inherited CSP.
  await page.goto('/page/1');
  const frame = page.frameLocator('iframe');
  await expect(frame.getByRole('heading', { name: 'Store locations' })).toBeVisible();
  expect(await frame.locator('body').evaluate((body) => getComputedStyle(body).paddingTop)).toBe('16px');

  // The footer's consent modal (sanitised operator HTML).
  await page.getByRole('contentinfo').getByRole('button', { name: /terms and conditions/i }).click();
  const modal = page.getByRole('dialog', { name: 'Terms and conditions' });
  await expect(modal).toBeVisible();
  await modal.press('Escape');
  await expect(modal).toBeHidden();

  for (const [path, heading] of [['/rewards', /rewards/i], ['/card', /card/i], ['/news', /messages/i], ['/profile', /profile/i]] as const) {
    await visit(page, path, heading);
  }

  // A reload revalidates index.html (304): the cached page and its nonce still fit together.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /profile/i })).toBeVisible();
  await expectStyled(page, 'the reloaded profile');

  // Registration, as a visitor.
  await page.evaluate(() => localStorage.clear());
  await visit(page, '/register', /registration|register|sign up/i);
  await page.getByLabel(/^First name\b/).fill('Typed');
  await expect(page.getByLabel(/^First name\b/)).toHaveValue('Typed');
});

test('fuel-cz channel on its own host: SMS sign-in in Czech, its routes styled', async ({ page }) => {
  test.setTimeout(60_000);
  await resetChannel(page, 'fuel-cz');
  const base = origin('fuel-cz.localhost');
  await page.goto(`${base}/`);
  await expect(page.getByRole('textbox', { name: /telefon/i })).toBeVisible();
  await expectStyled(page, 'the fuel-cz sign-in');
  await page.getByRole('textbox', { name: /telefon/i }).fill('+420601000001');
  await page.getByRole('main').getByRole('button', { name: 'Poslat kód' }).click();
  await page.getByRole('textbox', { name: /kód/i }).fill('123456');
  await page.getByRole('button', { name: 'Potvrdit' }).click();
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await expectStyled(page, 'the fuel-cz dashboard');
  for (const path of ['/coupons', '/card', '/profile', '/news']) {
    await page.goto(`${base}${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectStyled(page, `fuel-cz ${path}`);
  }
});
