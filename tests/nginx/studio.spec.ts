// The operator studio through the real nginx, where its deployment enables it (fuel-cz): its page
// runs under the portal's strict policy (no 'unsafe-eval': the preset schema is precompiled, its
// forms use the interpreting validator), the framed portal previews each change, the CLI's checks
// run as the operator types, and nothing is blocked on the way (csp-guard.ts watches every document).
import type { Page } from '@playwright/test';
import { expect, expectStyled, resetChannel, test } from './csp-guard';
import { origin } from './ports';
import { signInStudio } from '../e2e/support/operator';
import { hexToRgb } from '../e2e/support/routes';

const FUEL = origin('fuel-cz.localhost');
const frameOf = (page: Page) => page.frameLocator('iframe[title^="Portal preview"]');
const previewStatus = (page: Page) => page.getByRole('status').filter({ hasText: /Preview/ });

test('the studio under the strict CSP: loads, previews a colour change in the frame, flags an invalid one', async ({ page }) => {
  test.setTimeout(120_000);
  await resetChannel(page, 'fuel-cz');
  const response = await page.goto(`${FUEL}/studio`, { waitUntil: 'domcontentloaded' });
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self' 'nonce-");
  expect(csp).not.toMatch(/unsafe-eval|unsafe-inline/);
  expect(csp).toContain("frame-ancestors 'none'");
  await signInStudio(page, 'publisher');

  await expect(page.getByRole('heading', { name: 'Visual section' })).toBeVisible({ timeout: 60_000 });
  // The framed portal boots like any page load (slow on a loaded machine): a wait, not a timing.
  await expect(previewStatus(page)).toContainText('Preview up to date', { timeout: 60_000 });
  // The studio opens the channel's live version through the operator calls (never a cached member
  // read), as against a real backend, and the frame shows the channel's sign-in screen to a visitor.
  await expect(page.getByLabel('Open a channel preset or the live config')).toHaveValue(/^version:\d+$/);
  const send = frameOf(page).getByRole('button', { name: 'Poslat kód' });
  await expect(send).toHaveCSS('background-color', hexToRgb('#c2410c'));

  // The CLI's schema check, precompiled: its message at the field, publish refused.
  const primary = page.getByLabel('Primary', { exact: true });
  await primary.fill('#12345');
  await expect(primary).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('main', { name: 'Editor' })).toContainText('"#12345" has an invalid format: expected A CSS colour');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(primary).toHaveValue('#c2410c');

  // A form with arrays and conditions (rjsf asks its validator about them): the channel's buttons
  // and menu entries. The framed sign-in button repaints without a reload.
  await page.getByRole('button', { name: 'GENERAL', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'General section' })).toBeVisible();
  await page.getByLabel('Confirm button background', { exact: true }).fill('#1d6b3a');
  await expect(send).toHaveCSS('background-color', hexToRgb('#1d6b3a'));
  await page.getByRole('button', { name: 'Add to Items' }).click();
  await expect(page.getByRole('button', { name: /Remove item \d+/ }).last()).toBeVisible();
  await expectStyled(page, 'the studio');
});
