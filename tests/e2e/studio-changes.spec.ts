// The Changes view at a phone's width: reachable by keyboard though it holds no control (axe
// `scrollable-region-focusable`), every change said whole, and no sideways scroll at 390 px.
import { openStudio, PREVIEW } from './support/studio';
import { expect, expectNoAxeViolations, test } from './fixtures';

test.describe.configure({ timeout: 180_000 });

test('at 390 px the Changes view scrolls in a focusable region, says each change whole, and the page has no sideways scroll', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 700 });
  await openStudio(page);
  const nav = page.getByRole('navigation', { name: 'Parts of the channel' });
  await nav.getByRole('button', { name: 'Routes', exact: true }).click();
  for (const path of ['/promo-code', '/card-request', '/delivery-addresses', '/till']) await page.getByRole('button', { name: `Hide route ${path}` }).click();
  await nav.getByRole('button', { name: 'Translations', exact: true }).click();
  await page.getByLabel('Filter').fill('sidebar.title');
  const long = 'Special deals for members who fill up at least twice a week at any of our stations, all year round';
  await page.getByRole('textbox', { name: 'sidebar.title in en', exact: true }).fill(long);
  await nav.getByRole('button', { name: 'Changes', exact: true }).click();
  const changes = page.getByRole('list', { name: 'Unpublished changes' });
  await expect(changes.getByRole('listitem')).toHaveCount(5);
  await expect(changes).toContainText('route /till hidden');
  await expect(changes).toContainText(`text sidebar.title in en changed from “Special deals” to “${long}”`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page, 'studio, changes at 390 px', [PREVIEW]);
  await expect(page.locator('#editor')).toHaveAttribute('tabindex', '0');
});
