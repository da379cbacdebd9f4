// The studio speaks the operator's language (docs/studio.md): its own texts follow the language
// chosen in its header (remembered, first taken from the browser), whatever the language of the
// channel being edited; the preview keeps the channel's language.
import type { Page } from '@playwright/test';
import cs from '../../src/studio/locales/cs.json' with { type: 'json' };
import { signInStudio } from './support/operator';
import { PREVIEW } from './support/studio';
import { expect, expectNoAxeViolations, test } from './fixtures';

test.describe.configure({ timeout: 120_000 });


async function openEnglishChannel(page: Page) {
  await page.goto('/studio', { waitUntil: 'domcontentloaded' });
  await signInStudio(page, 'publisher');
  await expect(page.getByRole('heading', { name: 'Visual section' })).toBeVisible({ timeout: 60_000 });
  await page.getByLabel('Open a channel preset or the live config').selectOption('default');
  await expect(page.getByRole('status').filter({ hasText: /Preview/ })).toContainText('Preview up to date', { timeout: 60_000 });
}

test('switched to Czech, the studio shows Czech labels while the English channel and its preview stay English', async ({ page }) => {
  await openEnglishChannel(page);
  const frame = page.frameLocator(PREVIEW);
  const channelHeading = await frame.getByRole('heading', { level: 1 }).first().textContent();
  expect(channelHeading?.trim()).toBeTruthy();
  await page.getByLabel('Studio language').selectOption('cs');
  await expect(page.getByRole('heading', { level: 1, name: cs.header.title })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
  const nav = page.getByRole('navigation', { name: cs.nav.label });
  await expect(nav.getByRole('button', { name: cs.nav.translations, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: cs.toolbar.changes.replace('{{count}}', '0') })).toBeVisible();
  await expect(page.getByRole('heading', { name: cs.editor.section.replace('{{name}}', 'Visual') })).toBeVisible();
  // The channel is English: its preview and its texts are not switched.
  await expect(frame.locator('html')).toHaveAttribute('lang', 'en');
  await expect(frame.getByRole('heading', { level: 1 }).first()).toHaveText(channelHeading ?? '');
  await expectNoAxeViolations(page, 'studio in Czech', [PREVIEW]);

  // The panels speak Czech too: the translations table and the history of published versions.
  await nav.getByRole('button', { name: cs.nav.translations, exact: true }).click();
  await expect(page.getByRole('group', { name: cs.languages.title })).toBeVisible();
  await expect(page.getByLabel(cs.translations.filter, { exact: true })).toBeVisible();
  await expect(page.getByText(`${cs.translations.summary.split(':')[0]}:`, { exact: false })).toBeVisible();
  await nav.getByRole('button', { name: cs.nav.history, exact: true }).click();
  await expect(page.getByRole('heading', { name: cs.history.title, exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: cs.history.caption })).toBeVisible();
  await expect(page.getByRole('button', { name: cs.history.previewVersion.replace('{{number}}', '1') })).toBeVisible();

  // Remembered: the next visit opens in Czech.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: cs.header.title })).toBeVisible({ timeout: 60_000 });
  await page.getByLabel(cs.header.language).selectOption('en');
  await expect(page.getByRole('heading', { level: 1, name: 'Portal studio' })).toBeVisible();
});

test.describe('a Czech browser', () => {
  test.use({ locale: 'cs-CZ' });

  test('opens the studio in Czech on the first visit, sign-in included', async ({ page }) => {
    await page.goto('/studio', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { name: cs.signIn.title })).toBeVisible({ timeout: 60_000 });
    await expectNoAxeViolations(page, 'studio sign-in in Czech');
    await page.getByLabel(cs.signIn.email).fill('publisher@demo.test');
    await page.getByLabel(cs.signIn.password).fill('Operator1234');
    await page.getByRole('button', { name: cs.signIn.submit }).click();
    await expect(page.getByRole('button', { name: cs.operator.signOut })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByLabel(cs.header.language)).toHaveValue('cs');
  });
});
