import type { Locator, Page } from '@playwright/test';
import { accounts, DEMO_PASSWORD, expect, test } from './fixtures';
import { couponTile, pointsLabel, pointsPill, text } from './support/member';

// The fixture resets the demo store only when a test asks for `demo`.
test.beforeEach(({ demo }) => {
  expect(demo).toBeDefined();
});

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement).catch(() => false);

/** Presses Tab until `target` has focus (at most `max` presses), as a keyboard user would. */
async function tabTo(page: Page, target: Locator, max = 60) {
  await expect(target).toBeVisible();
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    if (await isFocused(target)) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** The focused element shows where it is: :focus-visible with an outline or a ring. */
async function expectFocusVisible(target: Locator) {
  await expect(target).toBeFocused();
  const indicator = await target.evaluate((el) => {
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return { focusVisible: el.matches(':focus-visible'), drawn: outline || style.boxShadow !== 'none' };
  });
  expect(indicator).toEqual({ focusVisible: true, drawn: true });
}

/** The elements focused by `presses` presses of `key`, each reported by its dialog membership. */
async function focusWalk(page: Page, dialog: Locator, key: 'Tab' | 'Shift+Tab', presses: number) {
  const inside: boolean[] = [];
  for (let i = 0; i < presses; i += 1) {
    await page.keyboard.press(key);
    inside.push(await dialog.evaluate((d) => d.contains(document.activeElement)));
  }
  return inside;
}

test('sign in, open Coupons and activate a coupon with the keyboard alone', async ({ page }) => {
  await page.goto('/');
  const email = page.getByLabel(/e-?mail/i);
  await tabTo(page, email);
  await expectFocusVisible(email);
  await page.keyboard.type(accounts.verified.email);
  await page.keyboard.press('Tab');
  const password = page.getByLabel(/password/i);
  await expectFocusVisible(password);
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Popular coupons' })).toBeVisible();

  const couponsLink = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Coupons' });
  await tabTo(page, couponsLink);
  await expectFocusVisible(couponsLink);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/coupons$/);

  const use = couponTile(page, 'c-7').getByRole('button', { name: '50 points' });
  await tabTo(page, use);
  await expectFocusVisible(use);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: text.activateTitle });
  await expect(dialog).toBeVisible();
  const confirm = dialog.getByRole('button', { name: 'Activate' });
  await expect(confirm).toBeFocused();

  // Tab and Shift+Tab cycle inside the dialog; Escape closes it and gives focus back.
  expect(await focusWalk(page, dialog, 'Tab', 4)).toEqual([true, true, true, true]);
  expect(await focusWalk(page, dialog, 'Shift+Tab', 4)).toEqual([true, true, true, true]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(use).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(confirm).toBeFocused();
  await expectFocusVisible(confirm);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/coupons$/);
  await expect(couponTile(page, 'c-7').getByRole('link', { name: 'Active' })).toBeVisible();
  await expect(pointsPill(page)).toHaveText(pointsLabel(125_000 - 5_000));
});
