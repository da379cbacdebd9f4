// One-colour rebrand: a preset that changes only VISUAL.color.primary repaints every
// accent its sections leave unset; what a section sets stays. The VISUAL answer is rewritten in
// flight, so nothing else of the channel changes.
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { rewriteApi } from './support/faults';
import { hexToRgb, presetSection, signInByApi } from './support/routes';

const primary = '#1d6b3a';
const white = 'rgb(255, 255, 255)';

async function onlyPrimaryChanged(page: Page, colour = primary) {
  await rewriteApi(page, /\/wl\/v1\/platform\/config\/section\/VISUAL(\?|$)/, (data) => {
    (data.color as Record<string, unknown>).primary = colour;
  });
}

const submitButton = (page: Page) => page.locator('main form button[type="submit"]');
const pointsPill = (page: Page) => page.getByTestId('points-pill');
const unreadBadge = (page: Page) => page.getByRole('banner').locator('a[href="/news"] span[aria-hidden="true"]');
const activeMenuEntry = (page: Page) => page.locator('nav a[aria-current="page"]').first();
const couponButtonColours = (page: Page) =>
  page.locator('main article button').evaluateAll((buttons) => buttons.map((b) => getComputedStyle(b).backgroundColor));

test('default preset: only VISUAL.color.primary changed repaints the confirm button of the login form', async ({ page }) => {
  expect(presetSection('default', 'VISUAL')).toMatchObject({ color: { primary: '#000000' } });
  await onlyPrimaryChanged(page);
  await page.goto('/pass-login');
  await expect(submitButton(page)).toHaveCSS('background-color', hexToRgb(primary));
  await expect(submitButton(page)).toHaveCSS('color', white);
  await expectNoAxeViolations(page, 'login, rebranded');
});

test('default preset: only VISUAL.color.primary changed repaints the points pill, menu underline, unread badge and coupon buttons', async ({ page }) => {
  await onlyPrimaryChanged(page);
  await page.goto('/');
  await signInByApi(page);
  await page.goto('/');
  await expect(pointsPill(page)).toHaveCSS('background-color', hexToRgb(primary));
  await expect(pointsPill(page)).toHaveCSS('color', white);
  await expect(unreadBadge(page)).toHaveCSS('background-color', hexToRgb(primary));
  await expect(activeMenuEntry(page)).toHaveCSS('border-bottom-color', hexToRgb(primary));
  await expect.poll(() => couponButtonColours(page)).toContain(hexToRgb(primary));
  await expectNoAxeViolations(page, 'home, rebranded');
});

test('fuel-cz: the primary colour repaints what the preset leaves unset; the pill and underline it sets stay', async ({ page, demo }) => {
  await demo.reset('fuel-cz');
  const header = presetSection('fuel-cz', 'HEADER') as { points_pillbox: string };
  const menu = presetSection('fuel-cz', 'MENU') as { underline: string; unread_news_background?: string };
  expect(menu.unread_news_background).toBeUndefined();
  await onlyPrimaryChanged(page);
  await page.goto('/');
  await signInByApi(page);
  await page.goto('/coupons');
  await expect(unreadBadge(page)).toHaveCSS('background-color', hexToRgb(primary));
  await expect(unreadBadge(page)).toHaveCSS('color', white);
  await expect.poll(() => couponButtonColours(page)).toContain(hexToRgb(primary));
  await expect(pointsPill(page)).toHaveCSS('background-color', hexToRgb(header.points_pillbox));
  await expect(activeMenuEntry(page)).toHaveCSS('border-bottom-color', hexToRgb(menu.underline));
  await expectNoAxeViolations(page, 'fuel-cz coupons, rebranded');
});

test('default preset: a light primary (#ffd400) gets black text everywhere it paints; the underline falls back to the menu text', async ({ page }) => {
  const yellow = '#ffd400';
  const black = 'rgb(0, 0, 0)';
  await onlyPrimaryChanged(page, yellow);
  await page.goto('/pass-login');
  await expect(submitButton(page)).toHaveCSS('background-color', hexToRgb(yellow));
  await expect(submitButton(page)).toHaveCSS('color', black);
  await signInByApi(page);
  await page.goto('/');
  await expect(pointsPill(page)).toHaveCSS('background-color', hexToRgb(yellow));
  await expect(pointsPill(page)).toHaveCSS('color', black);
  await expect(unreadBadge(page)).toHaveCSS('background-color', hexToRgb(yellow));
  await expect(unreadBadge(page)).toHaveCSS('color', black);
  // Yellow on the white menu is below 3:1, so the active entry is underlined in the menu text.
  await expect(activeMenuEntry(page)).toHaveCSS('border-bottom-color', hexToRgb(String(presetSection('default', 'MENU').text ?? '#000000')));
  await expect.poll(() => couponButtonColours(page)).toContain(hexToRgb(yellow));
  await expectNoAxeViolations(page, 'home, rebranded yellow');
});
