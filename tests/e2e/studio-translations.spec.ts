// The Translations table pages its keys with a pager usable from the keyboard, and at 1280 px its
// last language column is reachable: the table scrolls in its own region, inside the viewport.
import { expect, expectNoAxeViolations, test } from './fixtures';
import { openPreset, PREVIEW } from './support/studio';

test.describe.configure({ timeout: 180_000 });

test('the keys come in pages of 40 with previous/next, and the last column fits 1280 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openPreset(page, 'drugstore-pl');
  await page.getByRole('button', { name: 'Translations', exact: true }).click();
  const pager = page.getByRole('navigation', { name: 'Pages of keys' });
  await expect(pager).toContainText(/Keys 1–40 of \d{3}/);
  const total = Number((await pager.textContent())?.match(/of (\d+)/)?.[1]);
  expect(total).toBeGreaterThan(80);
  const rows = page.getByRole('table').locator('tbody tr');
  await expect(rows).toHaveCount(40);
  const firstKey = await rows.first().locator('th').textContent();

  const previous = pager.getByRole('button', { name: 'Previous keys' });
  const next = pager.getByRole('button', { name: 'Next keys' });
  await expect(previous).toBeDisabled();
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(pager).toContainText(`Keys 41–80 of ${total}`);
  await expect(rows.first().locator('th')).not.toHaveText(firstKey ?? '');
  await page.keyboard.press('Shift+Tab');
  await expect(previous).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(pager).toContainText(`Keys 1–40 of ${total}`);

  // The filter starts again at the first page.
  await next.click();
  await page.getByLabel('Filter').fill('common.');
  await expect(pager).toContainText(/Keys 1–/);

  // The last column: inside the table's region, the region inside the viewport.
  const region = page.getByRole('region', { name: /Keys 1–/ });
  await region.evaluate((el) => (el.scrollLeft = el.scrollWidth));
  const lastHeader = page.getByRole('table').getByRole('columnheader').last();
  await expect(lastHeader).toHaveText('en');
  const box = await lastHeader.boundingBox();
  const regionBox = await region.boundingBox();
  expect(box && regionBox).toBeTruthy();
  expect(box!.x + box!.width).toBeLessThanOrEqual(regionBox!.x + regionBox!.width + 1);
  expect(regionBox!.x + regionBox!.width).toBeLessThanOrEqual(1280);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  await expectNoAxeViolations(page, 'studio, translations paged at 1280', [PREVIEW]);
});
