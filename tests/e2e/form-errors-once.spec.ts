// A form's failure shows once: inline above the form, never also as an identical toast. Every toast
// the page renders is recorded; a toast raised afterwards on purpose (a failing consent text) proves
// the toaster was up, so an earlier toast of the form's failure would have been recorded.
import type { Page } from '@playwright/test';
import en from '../../src/lib/i18n/locales/en.json' with { type: 'json' };
import { accounts, expect, test } from './fixtures';
import { recordToasts, toasts } from './support/faults';
import { openSignedIn } from './support/member';

const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}`));

/** Raises a known toast (a consent text answering 500, opened from the footer) and waits for it. */
async function raiseKnownToast(page: Page) {
  await page.request.post('/__demo/fault', { data: { path: 'consent/text', status: 500 } });
  await page.getByRole('contentinfo').getByRole('button', { name: en.footer.consent.replace('{{title}}', 'Terms and conditions') }).click();
  await expect(toasts(page).filter({ hasText: 'Demo fault 500' })).toBeVisible();
}

test('a wrong password shows the login error once, inline, with no toast', async ({ page }) => {
  const recorded = await recordToasts(page);
  await page.goto('/pass-login');
  await field(page, en.forms.fields.email).fill(accounts.verified.email);
  await field(page, en.forms.fields.password).fill('Wrong-password1');
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('main').getByRole('alert').filter({ hasText: en.errors.login })).toBeVisible();
  await raiseKnownToast(page);
  expect((await recorded()).filter((text) => text.includes(en.errors.login))).toEqual([]);
  await expect(page.getByText(en.errors.login)).toHaveCount(1);
});

test('a refused promo code shows its error once, inline, with no toast', async ({ page }) => {
  const recorded = await recordToasts(page);
  await openSignedIn(page, 'verified', '/promo-code');
  await field(page, en.forms.fields.promoCode).fill('NOPE');
  await page.getByRole('main').getByRole('button', { name: en.common.confirm }).click();
  await expect(page.getByRole('main').getByRole('alert').filter({ hasText: en.errors.invalidCode })).toBeVisible();
  await raiseKnownToast(page);
  expect((await recorded()).filter((text) => text.includes(en.errors.invalidCode))).toEqual([]);
  await expect(page.getByText(en.errors.invalidCode)).toHaveCount(1);
});
