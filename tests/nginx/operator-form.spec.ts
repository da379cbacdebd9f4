// A form an operator changed (a preset adds a profile field) validates under the production CSP
// without 'unsafe-eval': the interpreting validator, no runtime code generation. The member fills the
// added field, saves, reloads, and the value is there; no CSP violation on the way (csp-guard.ts).
import { expect, expectStyled, resetChannel, test } from './csp-guard';
import { channels } from './ports';
import { operatorTexts, writeOperatorPreset } from '../e2e/support/operator-preset';
import { buildPreset } from '../../src/presets/build';
import { configOfPreset } from '../../src/channel/config';
import { get } from './http';

test('an operator-added profile field is validated, saved and shown again under the strict CSP', async ({ page }) => {
  test.setTimeout(90_000);
  const channel = channels.find((c) => c.preset === 'default')!;
  const preset = writeOperatorPreset({ extends: 'default', languages: ['en'] });
  try {
    await resetChannel(page, 'default');
    const backend = `http://127.0.0.1:${channel.backendPort}`;
    const switched = await page.request.post(`${backend}/__demo/preset`, { data: { name: preset.dir } });
    expect(switched.ok()).toBe(true);
    // Behind nginx the channel service knows this host's channel (demo-default) by its host name:
    // the operator's preset is published there, as a publisher would (on the backend: the studio is off here).
    const headers = { 'X-Channel-Id': 'demo-default' };
    const login = await page.request.post(`${backend}/wl/v1/platform/operator/login`, { data: { email: 'publisher@demo.test', password: 'Operator1234' }, headers });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const published = await page.request.put(`${backend}/wl/v1/platform/config/channel`, {
      data: { ...configOfPreset(buildPreset(preset.dir)), languages: ['en'] },
      headers: { ...headers, Authorization: `Bearer ${token}`, 'If-Match': '"v1"' },
    });
    expect(published.status(), await published.text()).toBe(200);
    // nginx serves its copy of the document for up to a second more, then the new version.
    await expect.poll(async () => (await get(channel.host, '/')).text().includes('"/stores"'), { timeout: 45_000 }).toBe(true);
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
