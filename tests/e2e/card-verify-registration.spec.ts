import type { Page } from '@playwright/test';
import pl from '../../src/lib/i18n/locales/pl.json' with { type: 'json' };
import { expect, test } from './fixtures';

// Issue 10 item 7: registration with card verification (drugstore-pl, REGISTER.card_verify on) goes
// end to end on the demo: card number + postal code (the contract's check_value), the registration
// form, the account-created screen, then login.

const FREE_CARD = { number: '4000123412341234', postalCode: '11000' };
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}`));

test.beforeEach(async ({ demo }) => {
  await demo.reset('drugstore-pl');
});

async function verifyCard(page: Page, card = FREE_CARD) {
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: pl.screens.registerCardVerify.title })).toBeVisible();
  await field(page, pl.forms.fields.cardNumber).fill(card.number);
  await field(page, pl.forms.fields.postalCode).fill(card.postalCode);
  await page.getByRole('button', { name: pl.screens.registerCardVerify.submit }).click();
}

test('the free demo card is verified, the account is created and the new member can log in', async ({ page }) => {
  const verified = page.waitForRequest((r) => r.url().endsWith('/wl/v1/user/registration/card-verify'));
  await verifyCard(page);
  expect((await verified).postDataJSON()).toEqual({ card_number: FREE_CARD.number, check_value: FREE_CARD.postalCode });
  await expect(page).toHaveURL(/\/register-after-verify$/);
  await expect(page.getByText(pl.errors.mandatoryFields)).toHaveCount(0);

  await field(page, pl.forms.fields.firstName).fill('Anna');
  await field(page, pl.forms.fields.surname).fill('Nowak');
  await field(page, pl.forms.fields.email).fill('anna.nowak@demo.test');
  await field(page, pl.forms.fields.password).fill('Nowe1234');
  await field(page, pl.forms.fields.passwordRepeat).fill('Nowe1234');
  // The card is verified: the form does not ask for a card again.
  await expect(page.getByText(pl.forms.fields.cardChoice)).toHaveCount(0);
  await expect(page.getByRole('radio')).toHaveCount(0);
  await page.getByLabel(pl.forms.fields.personalDataPolicy).check();
  await page.getByLabel(pl.forms.fields.terms).check();
  const registered = page.waitForRequest((r) => r.url().endsWith('/wl/v1/user/registration'));
  await page.getByRole('button', { name: pl.screens.register.submit }).click();
  const registration = (await registered).postDataJSON() as Record<string, unknown>;
  expect(registration).toMatchObject({ card_choice: 'has_card', email: 'anna.nowak@demo.test' });
  expect(registration.verification_token).toEqual(expect.any(String));

  await expect(page).toHaveURL(/\/register-confirm$/);
  await expect(page.getByRole('heading', { level: 1, name: pl.screens.registerConfirm.title })).toBeVisible();
  await page.getByRole('link', { name: pl.screens.registerConfirm.login }).click();
  await expect(page).toHaveURL(/\/pass-login$/);
  await field(page, pl.forms.fields.email).fill('anna.nowak@demo.test');
  await field(page, pl.forms.fields.password).fill('Nowe1234');
  await page.getByRole('main').getByRole('button', { name: /^Zaloguj/ }).click();
  await expect(page).not.toHaveURL(/pass-login/);
  const auth = await page.evaluate(() => localStorage.getItem('auth') ?? sessionStorage.getItem('auth'));
  expect(JSON.parse(auth ?? '{}')).toMatchObject({ token: expect.any(String) });
  // The new member holds the verified card.
  const token = (JSON.parse(auth!) as { token: string }).token;
  const card = await page.request.get('/wl/v1/card', { headers: { Authorization: `Bearer ${token}` } });
  expect(JSON.stringify(await card.json())).toContain(FREE_CARD.number);
});

test('a wrong postal code and an already registered card show the spec messages in Polish', async ({ page }) => {
  await verifyCard(page, { number: FREE_CARD.number, postalCode: '99999' });
  await expect(page.getByRole('main').getByText(pl.errors.cardVerificationFailed)).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
  await expect(field(page, pl.forms.fields.cardNumber)).toHaveValue(FREE_CARD.number);
  // verified@demo.test holds 4000000000000001.
  await field(page, pl.forms.fields.cardNumber).fill('4000000000000001');
  await page.getByRole('button', { name: pl.screens.registerCardVerify.submit }).click();
  await expect(page.getByRole('main').getByText(pl.errors.cardRegistered)).toBeVisible();
});
