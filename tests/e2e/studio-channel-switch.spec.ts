// Switching channel opens that channel's published version with the channel's own languages (a
// Czech-only channel shows Czech only), and a text typed for a language lands in that language.
import { expect, test } from './fixtures';
import { signInStudio } from './support/operator';

test.describe.configure({ timeout: 180_000 });

test("switching to fuel-cz opens its published version in cs only, and a typed text stays in cs", async ({ page }) => {
  await page.goto('/studio', { waitUntil: 'domcontentloaded' });
  await signInStudio(page, 'owner');
  await expect(page.getByRole('heading', { name: 'Visual section' })).toBeVisible({ timeout: 60_000 });
  await page.getByLabel('Channel you work on').selectOption('demo-fuel-cz');
  await expect(page.getByLabel('Open a channel preset or the live config')).toHaveValue('version:1', { timeout: 60_000 });

  await page.getByRole('navigation', { name: 'Parts of the channel' }).getByRole('button', { name: 'Translations', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Languages', exact: true }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('list', { name: 'Languages', exact: true })).toContainText('cs (channel language)');
  await expect(page.getByRole('table').getByRole('columnheader')).toHaveText(['Key', 'cs']);
  await expect(page.getByLabel('Channel language (what members see)')).toHaveValue('cs');

  await page.getByLabel('New key').fill('screens.stores.title');
  await page.getByRole('button', { name: 'Add key' }).click();
  await page.getByRole('textbox', { name: 'screens.stores.title in cs (missing)', exact: true }).fill('Naše čerpací stanice');
  await expect(page.getByRole('textbox', { name: 'screens.stores.title in cs', exact: true })).toHaveValue('Naše čerpací stanice');
  await expect(page.getByRole('button', { name: '1 unpublished change' })).toBeVisible();
});
