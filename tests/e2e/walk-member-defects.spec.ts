// Found by a new member walking every preset at 390 and 1280 px: buttons that touched, toasts over the
// header, and account deletion that ended differently per channel.
import type { Locator, Page } from '@playwright/test';
import cs from '../../src/lib/i18n/locales/cs.json' with { type: 'json' };
import en from '../../src/lib/i18n/locales/en.json' with { type: 'json' };
import { expect, test } from './fixtures';
import { openSignedIn, storedAuth } from './support/member';

/** The vertical gap between two stacked boxes (negative when they overlap). */
async function gapBetween(upper: Locator, lower: Locator): Promise<number> {
  const a = await upper.boundingBox();
  const b = await lower.boundingBox();
  expect(a && b, 'both are laid out').toBeTruthy();
  return b!.y - (a!.y + a!.height);
}

test('SMS code screen at 390 px: "Potvrdit" and "Poslat kód znovu" do not touch (fuel-cz)', async ({ page, demo }) => {
  await demo.reset('fuel-cz');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByLabel(/telefon/i).fill('+420601000001');
  await page.getByRole('main').getByRole('button').first().click();
  await expect(page).toHaveURL(/\/otp-verify$/);
  const main = page.getByRole('main');
  const submit = main.getByRole('button', { name: 'Potvrdit' });
  const resend = main.getByRole('button', { name: 'Poslat kód znovu' });
  await expect(resend).toBeVisible();
  expect(await gapBetween(submit, resend)).toBeGreaterThanOrEqual(8);
});

test('/link-card at 390 px: the submit and "Continue without a card" do not touch', async ({ page, demo }) => {
  await demo.reset('default');
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, 'nopoints', '/link-card');
  const main = page.getByRole('main');
  const submit = main.getByRole('button', { name: en.card.pair });
  const without = main.getByRole('link', { name: en.screens.linkCard.continueWithout });
  await expect(without).toBeVisible();
  expect(await gapBetween(submit, without)).toBeGreaterThanOrEqual(8);
});

async function expectToastBelowHeader(page: Page) {
  const toast = page.locator('.Toastify__toast').filter({ hasText: en.common.saved }).first();
  await expect(toast).toBeVisible();
  const header = await page.getByRole('banner').boundingBox();
  const box = await toast.boundingBox();
  expect(box!.y, 'the toast starts below the header').toBeGreaterThanOrEqual(header!.y + header!.height);
  // Log out stays clickable while the toast shows.
  await expect(page.getByRole('banner').getByRole('button', { name: en.menu.logout })).toBeVisible();
  const logout = await page.getByRole('banner').getByRole('button', { name: en.menu.logout }).boundingBox();
  const hit = await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.closest('header') !== null, [logout!.x + logout!.width / 2, logout!.y + logout!.height / 2]);
  expect(hit, 'nothing covers Log out').toBe(true);
}

test('the "Saved." toast leaves the header and Log out uncovered at 390 px (minimal-gb)', async ({ page, demo }) => {
  await demo.reset('minimal-gb');
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, 'verified', '/profile-edit');
  await page.getByRole('main').getByRole('button', { name: en.common.save }).click();
  await expectToastBelowHeader(page);
});

// Spec 4: "Deletion: requested, confirmation email, may take up to 30 days; user is logged out after
// the notice." Every channel shows the notice (/goodbye) and is signed out there.
for (const [preset, words] of [['minimal-gb', en], ['fuel-cz', cs]] as const) {
  test(`deleting the account ends on the goodbye notice, signed out (${preset})`, async ({ page, demo }) => {
    await demo.reset(preset);
    await openSignedIn(page, 'verified', '/deletion');
    await page.getByRole('main').getByRole('button', { name: words.screens.deletion.submit }).click();
    await expect(page).toHaveURL(/\/goodbye$/);
    await expect(page.getByRole('heading', { level: 1, name: words.screens.deletionGoodbye.title })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(words.screens.deletionGoodbye.text);
    expect((await storedAuth(page))?.token ?? null, 'signed out').toBeNull();
    await expect(page.getByRole('banner').getByRole('button', { name: words.menu.logout })).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('link', { name: words.header.profile })).toHaveCount(0);
  });
}

test('the logo wordmark keeps its configured width at 390 px where the header has room (minimal-gb, signed in)', async ({ page, demo }) => {
  await demo.reset('minimal-gb');
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, 'verified', '/');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('button', { name: en.menu.logout })).toBeVisible();
  const logo = (await banner.locator('img').first().boundingBox())!;
  // HEADER.logo_width is 180px: its 16px wordmark text is drawn for that width.
  expect(logo.width).toBeGreaterThanOrEqual(179);
  const logout = (await banner.getByRole('button', { name: en.menu.logout }).boundingBox())!;
  expect(logo.x + logo.width, 'the logo ends before Log out').toBeLessThanOrEqual(logout.x);
});

test('the deal drawer shows its title once and prices in the channel format (fuel-cz, 390 px)', async ({ page, demo }) => {
  await demo.reset('fuel-cz');
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, 'verified', '/');
  const card = page.getByTestId('dashboard-deals').getByTestId('deal-card').first();
  await expect(card).toBeVisible({ timeout: 15_000 });
  const title = await card.getByRole('heading').innerText();
  await card.getByRole('button').click();
  const drawer = page.getByRole('dialog', { name: title });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('heading', { name: title, exact: true })).toHaveCount(1);
  const body = await drawer.innerText();
  expect(body).toMatch(/\d+,\d\d\s?Kč/);
  expect(body, 'no English decimal point').not.toMatch(/\d\.\d\d/);
  expect(body).not.toMatch(/zneškodn/);
});
