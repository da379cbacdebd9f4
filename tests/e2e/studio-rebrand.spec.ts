// One-step rebrand in the studio (docs/studio.md): on drugstore-pl, which pins its accents, a new
// primary typed key by key and "Follow the primary" put every accent on the new colour as one change
// (the framed portal's confirm button, header border and menu underline follow); one Undo puts all of
// them back, the primary too.
import type { FrameLocator } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { frameOf, openPreset, PREVIEW, previewUpToDate } from './support/studio';

test.describe.configure({ timeout: 240_000 });

const PURPLE = 'rgb(106, 27, 154)';
const GREEN = 'rgb(30, 125, 79)';
const PINK = 'rgb(176, 18, 91)';

/** The background of the framed sign-in form's confirm (submit) button. */
const confirmBackground = (frame: FrameLocator) => frame.locator('button[type="submit"]').first().evaluate((el) => getComputedStyle(el).backgroundColor);
/** The colour of the framed header's bottom border. */
const headerBorder = (frame: FrameLocator) => frame.locator('header').first().evaluate((el) => getComputedStyle(el).borderBottomColor);

test('a new primary and "Follow the primary" recolour every pinned accent in one undoable change', async ({ page }) => {
  await page.setViewportSize({ width: 1600, height: 1000 });
  await openPreset(page, 'drugstore-pl');
  await page.getByRole('button', { name: 'Desktop 1280 px' }).click();
  const frame = frameOf(page);
  await expect.poll(() => confirmBackground(frame), { timeout: 60_000 }).toBe(GREEN);

  // The preset pins its accents, and the VISUAL section says so with the action beside the list.
  const accents = page.getByRole('group', { name: 'Accents and the primary colour' });
  await expect(accents.getByRole('list', { name: 'Pinned accent colours' })).toContainText('GENERAL.confirm_button_background');
  await expect.poll(() => headerBorder(frame), { timeout: 60_000 }).toBe(PINK);
  // The new primary typed key by key, as an operator does.
  const primary = page.getByRole('textbox', { name: 'Primary', exact: true });
  await primary.fill('');
  await primary.pressSequentially('#6a1b9a');
  await expect(primary).toHaveValue('#6a1b9a');
  await expect(page.getByRole('button', { name: '1 unpublished change' })).toBeVisible();
  await previewUpToDate(page);
  // A pinned accent stays as it was when only the primary changes.
  await expect.poll(() => confirmBackground(frame), { timeout: 60_000 }).toBe(GREEN);
  expect(await headerBorder(frame)).toBe(PINK);

  // Following the primary completes the rebrand: one change with the primary typed before it.
  await accents.getByRole('button', { name: 'Follow the primary' }).click();
  await expect(page.getByRole('button', { name: '1 unpublished change' })).toBeVisible();
  await expect(accents.getByRole('list', { name: 'Pinned accent colours' })).toHaveCount(0);
  await expect(accents).toContainText('Every accent follows the primary colour.');
  await previewUpToDate(page);
  await expect.poll(() => confirmBackground(frame), { timeout: 60_000 }).toBe(PURPLE);
  // The header's border, pinned before, follows the primary too.
  await expect.poll(() => headerBorder(frame), { timeout: 60_000 }).toBe(PURPLE);
  // The text on it follows the contrast rule: white on the dark purple.
  expect(await frame.locator('button[type="submit"]').first().evaluate((el) => getComputedStyle(el).color)).toBe('rgb(255, 255, 255)');

  // The menu bar, seen by a member: its active entry's underline is the new primary.
  await page.getByLabel('View as').selectOption('verified@demo.test');
  await previewUpToDate(page);
  // The active entry, Home, in the channel's Polish.
  const home = frame.getByRole('link', { name: 'Strona główna', exact: true }).first();
  await expect(home).toBeVisible({ timeout: 60_000 });
  const underlines = () => home.evaluate((a) => [getComputedStyle(a).borderBottomColor]);
  await expect.poll(underlines, { timeout: 60_000 }).toContain(PURPLE);

  // A cleared accent field says it follows the primary, with the colour, not a black swatch.
  await page.getByRole('navigation', { name: 'Parts of the channel' }).getByRole('button', { name: 'GENERAL', exact: true }).click();
  await expect(page.getByText('follows the primary (#6a1b9a)').first()).toBeVisible();
  await expect(page.getByText('legible on the primary (#ffffff)').first()).toBeVisible();
  await expectNoAxeViolations(page, 'studio, accents follow the primary', [PREVIEW]);

  // One Undo puts every accent back, and the primary.
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(page.getByRole('button', { name: '0 unpublished changes' })).toBeVisible();
  await previewUpToDate(page);
  await expect.poll(underlines, { timeout: 60_000 }).not.toContain(PURPLE);
  await page.getByLabel('View as').selectOption({ index: 0 });
  await previewUpToDate(page);
  await expect.poll(() => confirmBackground(frame), { timeout: 60_000 }).toBe(GREEN);
  expect(await headerBorder(frame)).toBe(PINK);
  await page.getByRole('navigation', { name: 'Parts of the channel' }).getByRole('button', { name: 'VISUAL', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Primary', exact: true })).toHaveValue('#b0125b');
});
