// The Translations table pages its keys with a pager usable from the keyboard, and at 1280 px its
// last language column is reachable: the table scrolls in its own region, inside the viewport.
import { expect, expectNoAxeViolations, test } from './fixtures';
import { openPreset, openStudio, PREVIEW } from './support/studio';

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

test('with only the keys missing a text, a text typed into an empty cell is typed whole; the row goes when focus leaves it', async ({ page }) => {
  await openStudio(page);
  await page.getByRole('button', { name: 'Translations', exact: true }).click();
  await page.getByLabel('New key').fill('screens.tips.title');
  await page.getByRole('button', { name: 'Add key' }).click();
  await page.getByLabel('Only keys with a missing text').check();
  const cell = page.getByRole('textbox', { name: /^screens\.tips\.title in cs/ });
  await cell.click();
  await cell.pressSequentially('Ahoj svet');
  await expect(cell).toHaveValue('Ahoj svet');
  await expect(cell).toBeFocused();
  // Still listed while typed into; the next language's cell of the row keeps it too.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: /^screens\.tips\.title in sk/ })).toBeFocused();
  await expect(cell).toHaveValue('Ahoj svet');
  // Focus leaves the row: it is still missing in the other languages, so it stays, its text whole.
  await page.getByLabel('Filter').click();
  await expect(page.getByRole('textbox', { name: 'screens.tips.title in cs', exact: true })).toHaveValue('Ahoj svet');

  // A row whose every text is given goes once focus leaves it, not at the first keystroke.
  await page.getByLabel('New key').fill('screens.tips.note');
  await page.getByRole('button', { name: 'Add key' }).click();
  const languages = (await page.getByRole('table').getByRole('columnheader').allTextContents()).slice(1);
  for (const language of languages) {
    const typed = page.getByRole('textbox', { name: new RegExp(`^screens\\.tips\\.note in ${language}( |$)`) });
    await typed.click();
    await typed.pressSequentially(`Tip ${language}`);
    await expect(typed).toHaveValue(`Tip ${language}`);
  }
  await page.getByLabel('Filter').click();
  await expect(page.getByRole('textbox', { name: /^screens\.tips\.note in / })).toHaveCount(0);
  await page.getByLabel('Only keys with a missing text').uncheck();
  for (const language of languages) await expect(page.getByRole('textbox', { name: `screens.tips.note in ${language}`, exact: true })).toHaveValue(`Tip ${language}`);
});
