// "Import from a platform": the channel service fetches what a platform serves (here the demo itself,
// the one host the test server allows) and the studio opens it as the owner's draft of the channel
// they work on; a host the deployment does not allow is refused in the studio language, and nothing
// is opened.
import { expect, expectNoAxeViolations, test } from './fixtures';
import { signInStudio } from './support/operator';

test.describe.configure({ timeout: 180_000 });

test('imports the demo platform into fuel-cz as a draft, and refuses a host off the allow-list in Czech', async ({ page, baseURL }) => {
  await page.goto('/studio', { waitUntil: 'domcontentloaded' });
  await signInStudio(page, 'owner');
  await expect(page.getByRole('heading', { name: 'Visual section' })).toBeVisible({ timeout: 60_000 });
  await page.getByLabel('Channel you work on').selectOption('demo-fuel-cz');
  const opened = page.getByLabel('Open a channel preset or the live config');
  await expect(opened).toHaveValue('version:1', { timeout: 60_000 });
  await page.getByRole('navigation', { name: 'Parts of the channel' }).getByRole('button', { name: 'Translations', exact: true }).click();
  await expect(page.getByLabel('Channel language (what members see)')).toHaveValue('cs');

  await page.getByText('Import from a platform', { exact: true }).click();
  const form = page.getByRole('form', { name: 'Import from a platform' });
  await form.getByLabel('Platform API address (…/wl/v1)').fill(`${baseURL}/wl/v1`);
  await form.getByRole('button', { name: 'Import', exact: true }).click();
  const host = new URL(baseURL ?? '').host;
  await expect(form.getByRole('status')).toContainText(`Imported channel demo-default from ${host} as your draft (revision 1)`, { timeout: 30_000 });
  await expect(opened).toHaveValue(/^draft:/);
  // The demo platform serves the default channel: English, not fuel-cz's Czech.
  await expect(page.getByLabel('Channel language (what members see)')).toHaveValue('en');
  await expectNoAxeViolations(page, 'the import form, open, with its answer');

  await page.getByLabel('Studio language').selectOption('cs');
  const cs = page.getByRole('form', { name: 'Importovat z platformy' });
  await cs.getByLabel('Adresa API platformy (…/wl/v1)').fill('https://platform.example.com/wl/v1');
  await cs.getByRole('button', { name: 'Importovat', exact: true }).click();
  await expect(cs.getByRole('alert')).toHaveText(`platform.example.com není platforma, kterou toto nasazení povoluje (povoleno: ${host}).`);
  await expect(page.getByLabel('Otevřít předvolbu kanálu nebo živou konfiguraci')).toHaveValue(/^draft:/);
});
