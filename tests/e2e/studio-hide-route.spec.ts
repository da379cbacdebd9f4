// Hiding an inherited route in the studio's Routes editor and bringing it back (docs/studio.md):
// one change each way, the framed portal's menu loses and regains every entry to it, and the
// round trip leaves nothing unpublished.
import { expect, expectNoAxeViolations, test } from './fixtures';
import { frameOf, openPreset, PREVIEW, previewUpToDate } from './support/studio';

test.describe.configure({ timeout: 240_000 });

test('an inherited route is hidden and brought back in one step each, with no diff left', async ({ page }) => {
  await page.setViewportSize({ width: 1600, height: 1000 });
  await openPreset(page, 'drugstore-pl');
  await page.getByRole('button', { name: 'Desktop 1280 px' }).click();
  // The menu shows to members: view the framed portal as one.
  await page.getByLabel('View as').selectOption('verified@demo.test');
  await previewUpToDate(page);
  // Every link to Leaflets in the frame (in the channel's Polish): the menu's built-in entry and
  // drugstore-pl's own "Gazetka".
  const toLeaflets = frameOf(page).getByRole('link', { name: /^Gazetk/ });
  await expect(toLeaflets.first()).toBeVisible({ timeout: 60_000 });

  await page.getByRole('navigation', { name: 'Parts of the channel' }).getByRole('button', { name: 'Routes', exact: true }).click();
  await page.getByRole('button', { name: 'Hide route /leaflets' }).click();
  await expect(page.getByRole('group', { name: 'Route /leaflets' })).toContainText('Hidden');
  await expect(page.getByRole('button', { name: '1 unpublished change' })).toBeVisible();
  await previewUpToDate(page);
  await expect(toLeaflets).toHaveCount(0, { timeout: 60_000 });
  await page.getByRole('button', { name: '1 unpublished change' }).click();
  await expect(page.getByRole('list', { name: 'Unpublished changes' }).getByRole('listitem')).toHaveCount(1);
  await expectNoAxeViolations(page, 'studio, hidden route', [PREVIEW]);

  await page.getByRole('navigation', { name: 'Parts of the channel' }).getByRole('button', { name: 'Routes', exact: true }).click();
  await page.getByRole('button', { name: 'Bring back route /leaflets' }).click();
  await expect(page.getByRole('button', { name: '0 unpublished changes' })).toBeVisible();
  await previewUpToDate(page);
  await expect(toLeaflets.first()).toBeVisible({ timeout: 60_000 });
});
