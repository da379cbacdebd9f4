// A form an operator changed (a preset adds a profile field) validates under the production CSP
// without 'unsafe-eval': the interpreting validator, no runtime code generation. The member fills the
// added field, saves, reloads, and the value is there; no CSP violation on the way (csp-guard.ts).
import { expect, expectStyled, resetChannel, test } from './csp-guard';
import { channels } from './ports';
import { operatorTexts, writeOperatorPreset } from '../e2e/support/operator-preset';

test('an operator-added profile field is validated, saved and shown again under the strict CSP', async ({ page }) => {
  test.setTimeout(90_000);
  const channel = channels.find((c) => c.preset === 'default')!;
  const preset = writeOperatorPreset({ extends: 'default', languages: ['en'] });
  try {
    await resetChannel(page, 'default');
    const switched = await page.request.post(`http://127.0.0.1:${channel.backendPort}/__demo/preset`, { data: { name: preset.dir } });
    expect(switched.ok()).toBe(true);
    await page.goto('/pass-login');
    await page.getByLabel(/e-?mail/i).fill('verified@demo.test');
    await page.getByLabel(/password/i).first().fill('Demo1234');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).not.toHaveURL(/pass-login/);

    await page.goto('/profile-edit');
    const field = page.getByLabel(operatorTexts.en!.field);
    await expect(field).toBeVisible();
    await expectStyled(page, '/profile-edit with the added field');
    // Validation runs: a field the member empties is refused, with the form's message.
    await page.getByLabel(/^First name\b/).fill('');
    await field.fill('Main street store');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(/First name.*(required|mandatory)|mandatory/i).first()).toBeVisible();
    await expect(field).toHaveValue('Main street store');

    await page.getByLabel(/^First name\b/).fill('Věra');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await page.goto('/profile-edit');
    await page.reload();
    await expect(page.getByLabel(operatorTexts.en!.field)).toHaveValue('Main street store');
  } finally {
    await resetChannel(page, 'default');
    preset.cleanup();
  }
});
