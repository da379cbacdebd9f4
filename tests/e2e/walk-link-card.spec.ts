// /link-card takes a card number as printed (groups of four), like /card's pairing, and asks before
// it replaces the card the member already has: a dialog that traps focus and gives it back.
import en from '../../src/lib/i18n/locales/en.json' with { type: 'json' };
import { expect, test } from './fixtures';
import { openSignedIn } from './support/member';

test('a number typed in groups of four links the card, after the member confirms replacing theirs', async ({ page, demo }) => {
  await demo.reset('default');
  await openSignedIn(page, 'verified', '/link-card');
  const field = page.getByLabel(en.forms.fields.cardNumber);
  await field.fill('4000 1234 1234 1234');
  const submit = page.getByRole('button', { name: en.card.pair });
  await submit.click();

  const dialog = page.getByRole('dialog', { name: en.card.replace.title });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('4000 0000 0000 0001');
  await expect(page.getByText(en.errors.cardNumber)).toHaveCount(0);
  const cancel = dialog.getByRole('button', { name: en.common.cancel });
  await expect(cancel).toBeFocused();
  // Focus stays inside the dialog.
  for (let i = 0; i < 3; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(submit).toBeFocused();
  await expect(field, 'nothing typed is lost').toHaveValue('4000 1234 1234 1234');
  const kept = await page.request.get('/wl/v1/card', { headers: { Authorization: `Bearer ${await page.evaluate(() => JSON.parse(localStorage.getItem('auth')!).token as string)}` } });
  expect(((await kept.json()) as { data: { card: { card_number: string } } }).data.card.card_number, 'the old card is kept').toBe('4000000000000001');

  await submit.click();
  await page.getByRole('dialog').getByRole('button', { name: en.card.replace.confirm }).click();
  await expect(page).toHaveURL(/\/card$/);
  await expect(page.getByRole('main')).toContainText('4000 1234 1234 1234');
});

test('a member with no card links one typed in groups of four without a question', async ({ page, demo }) => {
  await demo.reset('default');
  await openSignedIn(page, 'nopoints', '/link-card');
  await page.getByLabel(en.forms.fields.cardNumber).fill('4000 1234 1234 5678');
  await page.getByRole('button', { name: en.card.pair }).click();
  await expect(page).toHaveURL(/\/card$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
