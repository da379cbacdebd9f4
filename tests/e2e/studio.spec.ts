// The operator studio (docs/studio.md) used as an operator would: edit in the generated
// forms, watch the framed portal change without a reload, publish, export and import.
import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { hexToRgb } from './support/routes';
import { frameOf, openStudio, PREVIEW, previewStatus, unzipExport } from './support/studio';

const run = promisify(execFile);

// The studio and the portal in its frame boot in one browser tab; on a loaded machine that alone
// takes tens of seconds (waits, not timed assertions: timings belong to npm run bench).
test.describe.configure({ timeout: 120_000 });


// The framed portal is the portal itself, scanned by its own specs; here the studio's page is.

const notReloaded = (page: Page) => frameOf(page).locator('body').evaluate(() => (window as unknown as { studioMark?: number }).studioMark);

test('lists the channel: sections, routes, screens, forms and translations; no axe violations; keyboard', async ({ page }) => {
  test.slow(); // signs in inside the frame, which boots the portal again
  await openStudio(page);
  const nav = page.getByRole('navigation', { name: 'Parts of the channel' });
  for (const name of ['VISUAL', 'MENU', 'GENERAL', 'SETTINGS', 'Routes', 'home', 'profile', 'Translations']) {
    await expect(nav.getByRole('button', { name, exact: true }).first()).toBeVisible();
  }
  await expectNoAxeViolations(page, 'studio, visual section', [PREVIEW]);

  await nav.getByRole('button', { name: 'GENERAL', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'General section' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Web' })).toBeChecked();
});

test('translations as a key x language table; no axe violations', async ({ page }) => {
  test.slow(); // the studio and the portal in its frame both boot
  await openStudio(page);
  await page.getByRole('button', { name: 'Translations', exact: true }).click();
  await page.getByLabel('Filter').fill('common.showAll');
  await expect(page.getByRole('table')).toContainText('common.showAll');
  const cell = page.getByRole('textbox', { name: 'common.showAll in en', exact: true });
  await cell.fill('See everything');
  await expect(page.getByRole('button', { name: '1 unpublished change' })).toBeVisible();
  await expectNoAxeViolations(page, 'studio, translations', [PREVIEW]);
});

test('the primary colour repaints the framed header and buttons as it is typed, without a reload', async ({ page }) => {
  test.slow(); // signs in inside the frame, which boots the portal again
  await openStudio(page, 'verified@demo.test');
  const frame = frameOf(page);
  const pill = frame.getByTestId('points-pill');
  await expect(pill).toHaveCSS('background-color', hexToRgb('#000000'));

  await page.getByLabel('Primary', { exact: true }).fill('#1d6b3a');
  await expect(pill).toHaveCSS('background-color', hexToRgb('#1d6b3a'));
  const buttonColours = () => frame.locator('main article button').evaluateAll((buttons) => buttons.map((b) => getComputedStyle(b).backgroundColor));
  await expect.poll(buttonColours).toContain(hexToRgb('#1d6b3a'));
  expect(await notReloaded(page)).toBe(42);
  await expect(previewStatus(page)).toHaveAttribute('data-latency-ms', /^\d+$/);

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(pill).toHaveCSS('background-color', hexToRgb('#000000'));
});

test('an invalid colour shows the CLI message at the field and publish is refused', async ({ page }) => {
  test.slow(); // the studio and the portal in its frame both boot
  await openStudio(page);
  const primary = page.getByLabel('Primary', { exact: true });
  await primary.fill('#12345');
  await expect(primary).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('main', { name: 'Editor' })).toContainText('"#12345" has an invalid format: expected A CSS colour');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.locator('#studio-message')).toContainText('Publish refused');
  const served = await (await page.request.get('/wl/v1/platform/config/section/VISUAL')).json();
  expect(served.data.color.primary).toBe('#000000');
});

test('a low-contrast text colour is flagged as it is picked', async ({ page }) => {
  test.slow(); // the studio and the portal in its frame both boot
  await openStudio(page);
  await page.getByRole('button', { name: 'HEADER', exact: true }).click();
  await page.getByLabel('Text', { exact: true }).fill('#eeeeee');
  await expect(page.getByRole('main', { name: 'Editor' })).toContainText('below WCAG AA 4.5:1');
});

test('a menu entry added in the studio shows in the frame and can be followed there', async ({ page }) => {
  test.slow(); // signs in inside the frame, which boots the portal again
  await openStudio(page, 'verified@demo.test');
  await page.getByRole('button', { name: 'GENERAL', exact: true }).click();
  await page.getByRole('button', { name: 'Add to Items' }).click();
  await page.getByLabel(/^Title/).fill('Our rewards');
  await page.getByLabel(/^Target/).fill('/rewards');
  await page.getByLabel(/^Type/).selectOption('APP');
  const frame = frameOf(page);
  // At phone width the menu is the drawer behind the hamburger.
  await frame.locator('button[aria-haspopup="dialog"][aria-expanded="false"]').click();
  const entry = frame.getByRole('dialog').getByRole('link', { name: 'Our rewards' });
  await entry.click();
  await expect(frame.getByRole('heading', { level: 1 })).toContainText(/reward/i);
  expect(await notReloaded(page)).toBe(42);
});

test('hiding a dashboard block removes it from the framed dashboard, and Show puts it back in its place', async ({ page }) => {
  test.slow(); // signs in inside the frame, which boots the portal again
  await openStudio(page, 'verified@demo.test');
  const frame = frameOf(page);
  const headings = frame.locator('main h2');
  await expect(frame.getByRole('heading', { name: 'Popular rewards' })).toBeVisible();
  // The last dashboard block loads the whole coupon list: the order is read once it is there too.
  await expect(frame.getByRole('heading', { name: 'Ending soon' })).toBeVisible();
  const before = await headings.allTextContents();
  await page.getByRole('button', { name: 'home', exact: true }).click();
  await page.getByRole('button', { name: 'Hide block section "popular-rewards"' }).click();
  await expect(frame.getByRole('heading', { name: 'Popular rewards' })).toHaveCount(0);
  await expect(frame.getByRole('heading', { name: 'Popular coupons' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Hidden block section "popular-rewards"' })).toContainText('hidden');
  await expectNoAxeViolations(page, 'studio, a hidden block', [PREVIEW]);

  await page.getByRole('button', { name: 'Show block section "popular-rewards"' }).click();
  await expect(frame.getByRole('heading', { name: 'Popular rewards' })).toBeVisible();
  await expect(headings).toHaveText(before);
  await expect(page.getByRole('group', { name: /^Hidden block/ })).toHaveCount(0);
  expect(await notReloaded(page)).toBe(42);
});

test('a block prop changed in its generated form, and a block moved by its buttons, show in the frame without a reload', async ({ page }) => {
  test.slow(); // signs in inside the frame, which boots the portal again
  await openStudio(page, 'verified@demo.test');
  const frame = frameOf(page);
  await expect(frame.getByRole('heading', { name: 'Popular rewards' })).toBeVisible();
  await page.getByRole('button', { name: 'home', exact: true }).click();
  const block = page.getByRole('group', { name: 'Block section "popular-rewards"' });
  await block.getByText('Props of section "popular-rewards"').click();
  const title = block.getByRole('combobox', { name: 'Title' }).first();
  await expect(title).toHaveValue('screens.home.popularRewards');
  await expect(block).toContainText('Shows (en): “Popular rewards”');
  await title.fill('screens.home.latestTransactions');
  await expect(frame.getByRole('heading', { name: 'Popular rewards' })).toHaveCount(0);
  await expect(frame.getByRole('heading', { name: 'Latest transactions' })).toHaveCount(2);

  const headings = () => frame.locator('main h2').allInnerTexts();
  await expect.poll(async () => (await headings()).indexOf('Popular coupons')).toBe(0);
  // Past available-perks, the phone-width deals block (hidden at this width) and popular-coupons.
  for (let i = 0; i < 3; i += 1) await page.getByRole('button', { name: 'Move block section "popular-rewards" up' }).click();
  await expect.poll(async () => (await headings()).indexOf('Popular coupons')).toBeGreaterThan(0);
  expect((await headings())[0]).toBe('Latest transactions');
  expect(await notReloaded(page)).toBe(42);
  await expectNoAxeViolations(page, 'studio, screen block forms', [PREVIEW]);
});

test('a form field added, made required and given options in the studio shows in the framed form', async ({ page }) => {
  test.slow(); // signs in inside the frame, which boots the portal again
  await openStudio(page, 'verified@demo.test');
  await page.getByRole('navigation', { name: 'Parts of the channel' }).getByRole('button', { name: 'profile', exact: true }).last().click();
  await expect(page.getByRole('heading', { name: 'Form profile' })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill('favourite_station');
  await page.getByRole('button', { name: 'Add field' }).click();
  const field = page.getByRole('group', { name: 'Field favourite_station' });
  await field.getByRole('switch', { name: 'Required' }).check();
  // The label's text key has no text yet: the field says so, and its settings open by themselves.
  await expect(field).toContainText('no text yet: give it below');
  const options = field.getByRole('group', { name: 'Options', exact: true });
  await options.getByRole('button', { name: 'Add to Options' }).click();
  await options.getByRole('textbox', { name: /^Option 1\b/ }).fill('Prague');
  await options.getByRole('button', { name: 'Add to Options' }).click();
  await options.getByRole('textbox', { name: /^Option 2\b/ }).fill('Brno');

  const frame = frameOf(page);
  // The profile's edit link, followed in the frame (at phone width the link sits below the fold).
  await frame.locator('a[href="/profile"]').first().evaluate((a: HTMLAnchorElement) => a.click());
  await frame.locator('a[href="/profile-edit"]').first().click();
  const select = frame.getByRole('combobox', { name: /forms\.fields\.favourite_station/ });
  await expect(select).toBeVisible();
  await expect(select.locator('option')).toContainText(['Prague', 'Brno']);
  expect(await notReloaded(page)).toBe(42);
  await expectNoAxeViolations(page, 'studio, form fields', [PREVIEW]);

  // The operator may close the settings although the problem remains, and open them again.
  const summary = field.getByText(/^Settings of field favourite_station/);
  await summary.click();
  await expect(options).toBeHidden();
  await summary.press('Enter');
  await expect(options).toBeVisible();
});

test('a broken reference shows the CLI message at the field as it is typed, and publish is refused', async ({ page }) => {
  test.slow(); // the studio and the portal in its frame both boot
  await openStudio(page);
  await page.getByRole('navigation', { name: 'Parts of the channel' }).getByRole('button', { name: 'forgot', exact: true }).click();
  const block = page.getByRole('group', { name: 'Block form "forgot-password"' });
  await block.getByText('Props of form "forgot-password"').click();
  const form = block.getByRole('textbox', { name: 'Form' });
  await form.fill('forgot-passwort');
  await expect(form).toHaveAttribute('aria-invalid', 'true');
  await expect(block).toContainText('form "forgot-passwort" does not exist (forms/forgot-passwort.json)');
  await expect(page.getByRole('button', { name: 'forgot 1 error', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.locator('#studio-message')).toContainText('Publish refused');
  await form.fill('forgot-password');
  await expect(form).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('region', { name: 'Problems' })).toHaveCount(0);
});

test('publish reaches members on their next load; export validates with the CLI and imports again', async ({ page }) => {
  test.slow();
  await openStudio(page);
  await page.getByLabel('Primary', { exact: true }).fill('#1d6b3a');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.locator('#studio-message')).toContainText('Published at');
  await expect(page.getByRole('button', { name: '0 unpublished changes' })).toBeVisible();
  const served = await (await page.request.get('/wl/v1/platform/config/section/VISUAL')).json();
  expect(served.data.color.primary).toBe('#1d6b3a');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const file = await (await download).path();
  const { dir } = unzipExport(file);
  // The export is one preset folder, named after what the studio opened (the live version: demo-default-v2).
  const [folder] = readdirSync(dir);
  expect(folder).toMatch(/^demo-default-v\d+$/);
  const { stdout } = await run('npx', ['tsx', 'scripts/preset.ts', 'validate', path.join(dir, folder!)], { cwd: process.cwd() });
  expect(stdout).toMatch(/valid/i);

  await page.getByLabel('Primary', { exact: true }).fill('#654321');
  await page.getByLabel('Preset archive to import').setInputFiles(file);
  await expect(page.locator('#studio-message')).toContainText('Imported');
  await expect(page.getByLabel('Primary', { exact: true })).toHaveValue('#1d6b3a');
});

test('a publish is seen by a signed-in member on their next load: not signed out, their data kept', async ({ page, context }) => {
  test.slow(); // signs in inside the frame, which boots the portal again
  await openStudio(page, 'verified@demo.test');
  // The member's own tab (same browser: the session the frame signed in), before the publish.
  const member = await context.newPage();
  await member.goto('/');
  const pill = member.getByTestId('points-pill');
  await expect(pill).toBeVisible({ timeout: 60_000 });
  const points = await pill.textContent();

  await page.getByLabel('Primary', { exact: true }).fill('#1d6b3a');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.locator('#studio-message')).toContainText('Published at');

  await member.reload();
  await expect(pill).toHaveCSS('background-color', hexToRgb('#1d6b3a'), { timeout: 30_000 });
  await expect(pill).toHaveText(points ?? '');
  await expect(member.getByRole('heading', { name: 'Log in' })).toHaveCount(0);
});

test('a preset over its parent exports as a minimal layer that the CLI validates and that imports back to the same draft', async ({ page }) => {
  test.slow();
  await openStudio(page);
  await page.getByLabel('Open a channel preset or the live config').selectOption('fuel-cz');
  const primary = page.getByLabel('Primary', { exact: true });
  // fuel-cz's own primary: the preset is open (default's form shows a value too).
  await expect(primary).toHaveValue('#c2410c');
  await primary.fill('#1d6b3a');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  await expect(page.locator('#studio-message')).toContainText('only what differs from default');
  const file = await (await download).path();
  const { entries, dir } = unzipExport(file, 'studio-layer-');
  const names = Object.keys(entries).sort();
  // Only fuel-cz's own files: no routes, screens or forms (it inherits them all from default).
  expect(names.some((n) => /routes\.json|screens\/|forms\//.test(n))).toBe(false);
  const meta = JSON.parse(new TextDecoder().decode(entries['fuel-cz/preset.json']));
  expect(meta.extends).toBe('default');
  const visual = JSON.parse(new TextDecoder().decode(entries['fuel-cz/sections/VISUAL.json']));
  expect(visual.color.primary).toBe('#1d6b3a');
  const { stdout } = await run('npx', ['tsx', 'scripts/preset.ts', 'validate', path.join(dir, 'fuel-cz')], { cwd: process.cwd() });
  expect(stdout).toMatch(/valid/i);

  await primary.fill('#654321');
  await page.getByLabel('Preset archive to import').setInputFiles(file);
  await expect(page.locator('#studio-message')).toContainText('Imported');
  await expect(primary).toHaveValue('#1d6b3a');
  // Imported over default, the layer gives back the draft: nothing differs from fuel-cz but the colour.
  await page.getByRole('button', { name: /unpublished change/ }).click();
  await expect(page.getByRole('list', { name: 'Unpublished changes' }).getByRole('listitem')).toHaveCount(1);
});
