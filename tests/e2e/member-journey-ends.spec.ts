// Journeys a new member must be able to finish on every channel: sign out with web off, journeys that
// end on a route the channel has, e-mailed privacy confirmations, deleting an address, the registration
// documents, the not-found page, correcting the SMS number, and focus after a step forward.
import type { Page } from '@playwright/test';
import { accounts, DEMO_PASSWORD, expect, expectNoAxeViolations, test } from './fixtures';
import { openSignedIn, storedAuth } from './support/member';

const widths = [390, 1280] as const;
const NOT_FOUND = 'This page does not exist.';

async function outboxLink(page: Page, kind: string, to: string): Promise<string> {
  const response = await page.request.get('/__demo/outbox');
  const { outbox } = (await response.json()) as { outbox: Array<{ kind: string; to: string; link?: string }> };
  const entry = outbox.filter((e) => e.kind === kind && e.to === to).at(-1);
  expect(entry?.link, `${kind} e-mail to ${to}`).toBeTruthy();
  return entry!.link!;
}

/** Tabs from the top of the page until `name` has focus (a bounded walk), as a keyboard user would. */
async function tabTo(page: Page, name: string | RegExp, max = 15) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    if (typeof name === 'string' ? focused === name : name.test(focused)) return;
  }
  throw new Error(`${String(name)} not reached in ${max} Tabs`);
}

const focusedHeading = (page: Page) => page.evaluate(() => (document.activeElement?.tagName === 'H1' ? document.activeElement.textContent : null));

for (const width of widths) {
  test(`web off (minimal-gb) at ${width}px: the header offers Log out, by keyboard, and it signs out`, async ({ page, demo }) => {
    await demo.reset('minimal-gb');
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await openSignedIn(page, 'verified', '/');
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    const logout = page.getByRole('banner').getByRole('button', { name: 'Log out' });
    await expect(logout).toBeVisible();
    await expectNoAxeViolations(page, `web-off profile at ${width}px`);
    await tabTo(page, 'Log out');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await expect(logout).toHaveCount(0);
    expect((await storedAuth(page))?.token ?? null).toBeNull();
  });

  test(`the not-found page at ${width}px: a heading, the text and a way home, inside the page padding`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.goto('/no-such-page');
    const heading = page.getByRole('heading', { level: 1, name: 'Page not found' });
    await expect(heading).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(NOT_FOUND);
    const box = await heading.boundingBox();
    expect(box?.x ?? 0).toBeGreaterThanOrEqual(16);
    await expectNoAxeViolations(page, `not found at ${width}px`);
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  });
}

test('web off (minimal-gb): saving the profile ends on the profile, deleting the account on the goodbye notice', async ({ page, demo }) => {
  await demo.reset('minimal-gb');
  await openSignedIn(page, 'verified', '/');
  await page.getByRole('link', { name: 'Edit profile' }).click();
  await page.getByLabel('First name').fill('Olivia');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(page.getByText('Olivia')).toBeVisible();
  await expect(page.getByText(NOT_FOUND)).toHaveCount(0);

  await page.getByRole('link', { name: 'Delete account' }).click();
  await page.getByRole('main').getByRole('button', { name: 'Delete account' }).click();
  await expect(page).toHaveURL(/\/goodbye$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Goodbye' })).toBeVisible();
  await expect(page.getByText('Your request to delete the account has been received.')).toBeVisible();
  await expect(page.getByText(NOT_FOUND)).toHaveCount(0);
});

test('web off (minimal-gb): the e-mailed deletion link confirms the request and signs out; a used or wrong link says so', async ({ page, demo }) => {
  await demo.reset('minimal-gb');
  await openSignedIn(page, 'verified', '/deletion');
  await page.getByRole('main').getByRole('button', { name: 'Delete account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Goodbye' })).toBeVisible();
  const link = await outboxLink(page, 'privacy-confirmation', accounts.verified.email);
  expect(link).toMatch(/^\/deletion\?token=/);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 2, name: 'Request confirmed' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText(/Your request to delete the account is confirmed\. It will be done by \d\d\. \d\d\. \d{4}/);
  await expect(page.getByRole('main').getByRole('button', { name: 'Delete account' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'deletion confirmed');
  // The account is closed: signing in again fails, and the same link does not confirm twice.
  await page.goto(link);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('This confirmation link has expired or is not valid');
  // Said once, in the channel's words: the server's English message is not toasted beside it.
  await expect(page.getByText('Your verification link has expired')).toHaveCount(0);
  await expectNoAxeViolations(page, 'invalid confirmation link');
});

test('the e-mailed data-request link leads to a page that exists with web off and confirms it', async ({ page, demo }) => {
  await demo.reset('minimal-gb');
  const login = await page.request.post('/wl/v1/user/login', { data: { email: accounts.verified.email, password: DEMO_PASSWORD } });
  const { data } = (await login.json()) as { data: { token: string } };
  const asked = await page.request.post('/wl/v1/privacy/request/data', { data: {}, headers: { Authorization: `Bearer ${data.token}` } });
  expect(asked.ok()).toBe(true);
  const link = await outboxLink(page, 'privacy-confirmation', accounts.verified.email);
  expect(link).toMatch(/^\/account-access\?token=/);
  await openSignedIn(page, 'verified', link);
  await expect(page.getByRole('heading', { level: 2, name: 'Request confirmed' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('Your personal data request is confirmed.');
  await expect(page.getByText(NOT_FOUND)).toHaveCount(0);
});

test('a delivery address can be deleted from its edit screen, after a confirmation dialog (390px)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, 'verified', '/delivery-addresses');
  const items = page.getByRole('main').getByRole('article');
  await expect(items).toHaveCount(2);
  const work = page.getByRole('main').getByRole('link', { name: 'Vera Verified (work)' });
  await work.click();
  await expect(page).toHaveURL(/\/delivery-address\/[^/]+$/);
  const remove = page.getByRole('button', { name: 'Delete address' });
  await remove.click();
  const dialog = page.getByRole('dialog', { name: 'Delete this address?' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, 'delete address dialog');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(remove).toBeFocused();
  await remove.click();
  await dialog.getByRole('button', { name: 'Delete address' }).click();
  await expect(page).toHaveURL(/\/delivery-addresses$/);
  await expect(items).toHaveCount(1);
  await expect(work).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('link', { name: 'Vera Verified' })).toBeVisible();
});

test('minimal-gb registration: no card choice (card off), and each document to accept can be read', async ({ page, demo }) => {
  await demo.reset('minimal-gb');
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Registration' })).toBeVisible();
  await expect(page.getByRole('group', { name: /loyalty card/i })).toHaveCount(0);
  await expect(page.getByRole('radio')).toHaveCount(0);
  const documents = page.getByRole('main').getByRole('link', { name: /opens in a new tab/ });
  await expect(documents).toHaveCount(2);
  for (const link of await documents.all()) {
    await expect(link).toHaveAttribute('href', /^\/consent\/[^/]+$/);
    await expect(link).toHaveAttribute('target', '_blank');
  }
  await expectNoAxeViolations(page, 'minimal-gb registration');
  await page.getByLabel('First name').fill('New');
  await page.getByLabel('Surname').fill('Member');
  await page.getByLabel(/e-?mail/i).fill('new.member@demo.test');
  await page.getByLabel(/password/i).first().fill(DEMO_PASSWORD);
  await page.getByLabel(/repeat/i).fill(DEMO_PASSWORD);
  for (const box of await page.getByRole('checkbox').all()) await box.check();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/register-confirm$/);
});

test('/otp-verify: opened directly it claims no code and goes to the phone entry; the number can be corrected (fuel-cz)', async ({ page, demo }) => {
  await demo.reset('fuel-cz');
  await page.goto('/otp-verify');
  await expect(page).toHaveURL(/\/$/);
  const phone = page.getByLabel(/telefon/i);
  await expect(phone).toBeVisible();
  await expect(page.getByText(/odeslali|poslali/i)).toHaveCount(0);
  await phone.fill('+420601000009');
  await page.getByRole('main').getByRole('button').first().click();
  await expect(page).toHaveURL(/\/otp-verify$/);
  await expect(page.getByText('+420601000009')).toBeVisible();
  // The pointer rests where the previous screen's submit was: hovered colours are not what axe checks here.
  await page.mouse.move(0, 0);
  await expectNoAxeViolations(page, 'otp verify');
  await page.getByRole('link', { name: /změňte/i }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByLabel(/telefon/i)).toHaveValue('+420601000009');
});

test('after sign-in and after a coupon activation, focus is on the new screen heading (390px, keyboard)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/pass-login');
  await page.getByLabel(/e-?mail/i).fill(accounts.verified.email);
  await page.getByLabel(/password/i).first().fill(DEMO_PASSWORD);
  await page.getByLabel(/password/i).first().press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => focusedHeading(page)).not.toBeNull();

  const popular = page.getByRole('region', { name: 'Popular coupons' });
  const use = popular.getByRole('article').filter({ has: page.locator('a[href="/coupon/c-2"]') }).getByRole('button', { name: 'Use' });
  await use.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Activate' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/coupons$/);
  await expect(dialog).toBeHidden();
  await expect.poll(() => focusedHeading(page)).toBe('Coupons');
});
