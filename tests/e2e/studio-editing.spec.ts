// Editing words and order in the studio alone (docs/studio.md): markdown written over several lines
// with a live preview rendered by the portal's own renderer, the channel's own menu entries placed
// anywhere among the built-in ones by keyboard (the framed portal follows), the same for footer links
// among the listed consent documents, and a new form field
// that lands before the consent boxes.
import { expect, expectNoAxeViolations, test } from './fixtures';
import { frameOf, openStudio, PREVIEW } from './support/studio';

test.describe.configure({ timeout: 150_000 });

test('a markdown block is written over several lines and previewed as members will see it, tel: link included', async ({ page }) => {
  await openStudio(page);
  await page.getByRole('button', { name: 'home', exact: true }).click();
  await page.getByRole('group', { name: 'Add a block', exact: true }).getByRole('button', { name: 'Add block' }).click();
  const block = page.getByRole('group', { name: 'Block markdown "markdown-1"' });
  await block.getByText('Props of markdown "markdown-1"').click();
  const content = block.getByRole('textbox', { name: 'Content' });
  await expect(content).toHaveJSProperty('tagName', 'TEXTAREA');
  await content.fill('**Call us** any day\n\n- [Hotline](tel:+420800123456)\n- [Write](mailto:help@example.com)');
  const preview = block.getByRole('group', { name: 'Preview of content in en' });
  await expect(preview.locator('strong')).toHaveText('Call us');
  await expect(preview.getByRole('listitem')).toHaveCount(2);
  await expect(preview.getByRole('link', { name: 'Hotline' })).toHaveAttribute('href', 'tel:+420800123456');
  await expect(preview.getByRole('link', { name: 'Write' })).toHaveAttribute('href', 'mailto:help@example.com');
  await expectNoAxeViolations(page, 'studio, markdown preview', [PREVIEW]);
});

test('an own menu entry is moved among the built-in entries by keyboard, and the framed menu follows', async ({ page }) => {
  await page.setViewportSize({ width: 1600, height: 1000 });
  await openStudio(page, 'verified@demo.test');
  await page.getByRole('button', { name: 'GENERAL', exact: true }).click();
  await page.getByRole('button', { name: 'Add to Items' }).click();
  await page.getByLabel(/^Title/).fill('Stores');
  await page.getByLabel(/^Target/).fill('/rewards');
  await page.getByLabel(/^Type/).selectOption('APP');
  const order = page.getByRole('group', { name: 'Order of the entries' });
  await expect(order.getByRole('listitem').last()).toContainText('Stores');
  const up = order.getByRole('button', { name: 'Move Stores up' });
  // Keyboard only: focus the button and press Enter, five times (past Transaction history ... Rewards).
  await up.focus();
  for (let i = 0; i < 5; i += 1) await page.keyboard.press('Enter');
  const texts = await order.getByRole('listitem').allInnerTexts();
  expect(texts.findIndex((t) => t.startsWith('Stores'))).toBe(2);
  expect(texts[3]).toMatch(/^Rewards/);
  await expect(up).toBeFocused();

  // The framed portal's menu at desktop width (the menu bar) lists it between Coupons and Rewards.
  await page.getByRole('button', { name: 'Desktop 1280 px' }).click();
  const menu = frameOf(page).getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link')).toHaveText(['Home', 'Coupons', 'Stores', 'Rewards', 'Perks', 'Leaflets', 'Invoices', 'Transaction history'], { timeout: 30_000 });
  await expectNoAxeViolations(page, 'studio, menu order', [PREVIEW]);
});

test('an own footer link is moved before a built-in consent link by keyboard, and the framed footer follows', async ({ page }) => {
  await page.setViewportSize({ width: 1600, height: 1000 });
  await openStudio(page);
  await page.getByRole('button', { name: 'FOOTER', exact: true }).click();
  // Column 1's links come first in the form: its "Add to Items" is the first.
  await page.getByRole('button', { name: 'Add to Items' }).first().click();
  await page.getByLabel(/^Title/).first().fill('Stores');
  await page.getByLabel(/^Target/).first().fill('https://example.com/stores');
  await page.getByLabel(/^Type/).first().selectOption('URL_BLANK');
  const order = page.getByRole('group', { name: 'Order of the entries' });
  await expect(order.getByRole('listitem')).toHaveText([/^Terms and conditions/, /^Personal data policy/, /^Stores/]);
  const up = order.getByRole('button', { name: 'Move Stores up' });
  // Keyboard only: focus the button and press Enter once (past Personal data policy).
  await up.focus();
  await page.keyboard.press('Enter');
  await expect(order.getByRole('listitem')).toHaveText([/^Terms and conditions/, /^Stores/, /^Personal data policy/]);
  await expect(up).toBeFocused();

  // The framed portal's footer column 1 lists it between the two consent documents.
  const column = frameOf(page).getByRole('contentinfo').getByRole('list').first();
  await expect(column.getByRole('listitem')).toHaveText(['Terms and conditions', 'Stores', 'Personal data policy'], { timeout: 30_000 });
  await expectNoAxeViolations(page, 'studio, footer order', [PREVIEW]);
});

test('a new date field of the registration form lands before its consent boxes', async ({ page }) => {
  await openStudio(page);
  const nav = page.getByRole('navigation', { name: 'Parts of the channel' });
  await nav.locator('h2:text-is("Forms") + ul').getByRole('button', { name: 'registration', exact: true }).click();
  await page.getByLabel('Name', { exact: true }).fill('birth_date');
  await page.getByRole('button', { name: 'Add field' }).click();
  const fields = await page.getByRole('group', { name: /^Field / }).evaluateAll((groups) => groups.map((g) => g.getAttribute('aria-label')));
  expect(fields.slice(-3)).toEqual(['Field birth_date', 'Field consent_personal_data', 'Field consent_terms']);
});

test('a block moved up is one change in the unpublished changes, not a change at every place after it', async ({ page }) => {
  await openStudio(page);
  await page.getByRole('navigation', { name: 'Parts of the channel' }).getByRole('button', { name: /^home( |$)/ }).click();
  await page.getByRole('button', { name: 'Move block section "popular-rewards" up' }).click();
  await page.getByRole('button', { name: /unpublished change/ }).click();
  await expect(page.getByRole('list', { name: 'Unpublished changes' }).getByRole('listitem')).toHaveText([
    'section “popular-rewards” moved above section “available-perks” on home',
  ]);
});
