// The words of a channel made in the studio alone (docs/studio.md): a text key given its texts where
// it is first named, the channel's languages added, chosen and removed in one place, and a menu
// title per language as a table of the channel's languages.
import { frameOf, openPreset, PREVIEW, problems } from './support/studio';
import { expect, expectNoAxeViolations, test } from './fixtures';

test.describe.configure({ timeout: 180_000 });


test('a new field label key gets its text in every language of the channel where it is named', async ({ page }) => {
  await openPreset(page, 'drugstore-pl');
  const nav = page.getByRole('navigation', { name: 'Parts of the channel' });
  await nav.locator('h2:text-is("Forms") + ul').getByRole('button', { name: 'profile', exact: true }).click();
  await page.getByLabel('Name', { exact: true }).fill('loyalty_store');
  await page.getByRole('button', { name: 'Add field' }).click();
  const field = page.getByRole('group', { name: 'Field loyalty_store' });
  const texts = field.getByRole('group', { name: 'Texts of forms.fields.loyalty_store' }).first();
  await expect(problems(page)).toContainText('forms.fields.loyalty_store');
  await texts.getByLabel('Text of forms.fields.loyalty_store in pl (missing)').fill('Ulubiony sklep');
  await texts.getByLabel('Text of forms.fields.loyalty_store in en (missing)').fill('Favourite store');
  await expect(field).toContainText('“Ulubiony sklep”');
  await expect(problems(page)).toHaveCount(0);
  // One step per operator action: the field, then one per typed character is the history's grain;
  // what counts here is that the key now exists in both languages and Translations lists it.
  await nav.getByRole('button', { name: 'Translations', exact: true }).click();
  await page.getByLabel('Filter').fill('forms.fields.loyalty_store');
  await expect(page.getByLabel('forms.fields.loyalty_store in pl', { exact: true })).toHaveValue('Ulubiony sklep');
  await expect(page.getByLabel('forms.fields.loyalty_store in en', { exact: true })).toHaveValue('Favourite store');
});

test('a language is added, made the channel language (the preview follows) and removed, in one place', async ({ page }) => {
  await openPreset(page, 'fuel-cz');
  await page.getByRole('button', { name: 'Translations', exact: true }).click();
  const panel = page.getByRole('group', { name: 'Languages of the channel' });
  await panel.getByLabel('Add a language').selectOption('sk');
  await panel.getByRole('button', { name: 'Add language' }).click();
  await expect(panel.getByRole('list', { name: 'Languages' })).toContainText('sk');
  await expect(page.getByRole('columnheader', { name: 'sk' })).toBeVisible();
  await panel.getByLabel('Channel language (what members see)').selectOption('sk');
  await expect(frameOf(page).locator('html')).toHaveAttribute('lang', /^sk/, { timeout: 30_000 });
  await expect(panel.getByRole('button', { name: 'Remove language sk' })).toBeDisabled();
  await expectNoAxeViolations(page, 'studio, languages of the channel', [PREVIEW]);
  await panel.getByLabel('Channel language (what members see)').selectOption('cs');
  await panel.getByRole('button', { name: 'Remove language sk' }).click();
  await expect(page.getByRole('columnheader', { name: 'sk' })).toHaveCount(0);
  await expect(frameOf(page).locator('html')).toHaveAttribute('lang', /^cs/, { timeout: 30_000 });
});

test('a menu title per language is a table of the channel languages, without a schema error', async ({ page }) => {
  await openPreset(page, 'drugstore-pl');
  await page.getByRole('button', { name: 'GENERAL', exact: true }).click();
  await page.getByRole('button', { name: 'Add to Items' }).click();
  // The entry just added is the last one.
  await page.getByRole('switch', { name: 'A text per language (Title)' }).last().check();
  const table = page.getByRole('table', { name: 'Title per language' }).last();
  await table.getByLabel('Title in pl').fill('Nasze nagrody');
  await table.getByLabel('Title in en').fill('Our rewards');
  await page.getByLabel(/^Target/).last().fill('/rewards');
  await page.getByLabel(/^Type/).last().selectOption('APP');
  await expect(page.locator('#editor')).not.toContainText('must be string');
  await expect(problems(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: /unpublished change/ })).not.toHaveText('0 unpublished changes');
  await expectNoAxeViolations(page, 'studio, title per language', [PREVIEW]);
});
