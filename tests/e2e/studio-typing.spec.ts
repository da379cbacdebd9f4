// Typing like a person in every kind of studio box that edits a text (docs/studio.md, "Typing"):
// key by key, a 200-character text with the channel's letters, keeps every character and the key
// it belongs to, and the burst is one change that one Undo takes back.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openPreset } from './support/studio';

test.describe.configure({ timeout: 240_000 });

const LONG = 'Zażółć gęślą jaźń, a potem kupony! '.repeat(6).slice(0, 200);

const undo = (page: Page) => page.getByRole('button', { name: 'Undo', exact: true });
const counter = (page: Page) => page.getByRole('button', { name: /unpublished change/ });

/** Types LONG key by key into `box`, then checks it holds all of it and that one Undo takes it all back. */
async function typeAndUndo(page: Page, box: Locator, before: string) {
  const changesBefore = await counter(page).innerText();
  await box.click();
  await box.pressSequentially(LONG);
  await expect(box).toHaveValue(`${before}${LONG}`);
  await expect(counter(page)).not.toHaveText(changesBefore);
  await undo(page).click();
  await expect(box).toHaveValue(before);
}

test('a block text key keeps its key while its own text is typed, and the burst is one undo step', async ({ page }) => {
  await openPreset(page, 'drugstore-pl');
  await page.getByRole('button', { name: 'home', exact: true }).click();
  const add = page.getByRole('group', { name: 'Add a block', exact: true });
  await add.getByLabel('Type').selectOption('heading');
  await add.getByRole('button', { name: 'Add block' }).click();
  const block = page.getByRole('group', { name: 'Block heading "heading-1"' });
  await block.getByText('Props of heading "heading-1"').click();
  const key = block.getByRole('combobox', { name: 'Text (required)' });
  await key.fill('');
  await key.pressSequentially('porady.title');
  await expect(key).toHaveValue('porady.title');
  const own = block.getByRole('group', { name: 'Texts of porady.title' });
  const pl = own.getByRole('textbox').first();
  await pl.click();
  await pl.pressSequentially(LONG);
  await expect(pl).toHaveValue(LONG);
  await expect(key).toHaveValue('porady.title');
  // The whole text is one step: one Undo takes it back and leaves the key as typed.
  await undo(page).click();
  await expect(pl).toHaveValue('');
  await expect(key).toHaveValue('porady.title');
});

test('a new form field label keeps every typed character', async ({ page }) => {
  await openPreset(page, 'drugstore-pl');
  const nav = page.getByRole('navigation', { name: 'Parts of the channel' });
  await nav.locator('h2:text-is("Forms") + ul').getByRole('button', { name: 'profile', exact: true }).click();
  await page.getByLabel('Name', { exact: true }).fill('ulubiony_sklep');
  await page.getByRole('button', { name: 'Add field' }).click();
  const texts = page.getByRole('group', { name: 'Field ulubiony_sklep' }).getByRole('group', { name: 'Texts of forms.fields.ulubiony_sklep' }).first();
  await typeAndUndo(page, texts.getByRole('textbox').first(), '');
});

test('a menu title per language keeps every typed character, and its place is chosen by entry titles', async ({ page }) => {
  await page.setViewportSize({ width: 1600, height: 1000 });
  await openPreset(page, 'drugstore-pl');
  await page.getByRole('button', { name: 'GENERAL', exact: true }).click();
  await page.getByRole('button', { name: 'Add to Items' }).click();
  await page.getByRole('switch', { name: 'A text per language (Title)' }).last().check();
  const table = page.getByRole('table', { name: 'Title per language' }).last();
  await typeAndUndo(page, table.getByLabel('Title in pl'), '');
  // The entry it is shown before is chosen by the built-in entries' titles in the channel's language.
  const entries = await page.getByLabel(/^Before/).last().locator('option').allInnerTexts();
  expect(entries).toContain('Faktury (invoices)');
  expect(entries.join(' ')).not.toContain('returned an object');
});

test('a markdown block and a translations cell keep every typed character', async ({ page }) => {
  await openPreset(page, 'drugstore-pl');
  await page.getByRole('button', { name: 'home', exact: true }).click();
  await page.getByRole('group', { name: 'Add a block', exact: true }).getByRole('button', { name: 'Add block' }).click();
  const block = page.getByRole('group', { name: 'Block markdown "markdown-1"' });
  await block.getByText('Props of markdown "markdown-1"').click();
  await typeAndUndo(page, block.getByRole('textbox', { name: 'Content' }), 'New text');

  await page.getByRole('navigation', { name: 'Parts of the channel' }).getByRole('button', { name: 'Translations', exact: true }).click();
  await page.getByLabel('Filter').fill('menu.coupons');
  const cell = page.getByRole('textbox', { name: /^menu\.coupons in pl/ });
  const before = await cell.inputValue();
  await typeAndUndo(page, cell, before);
});
