// The studio opens what is live and keeps up with it: a fresh sign-in after a publish opens
// the live version (never the demo preset's files); a publish made while the studio is open is seen
// within seconds and the draft is brought up to date, each conflict picked by the operator; an
// operator whose role is revoked loses the studio within seconds.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { OPERATOR_PASSWORD, operators, signInStudio } from './support/operator';

test.describe.configure({ timeout: 240_000 });

const OPEN = 'Open a channel preset or the live config';

async function tokenOf(request: APIRequestContext, who: keyof typeof operators) {
  const login = await request.post('/wl/v1/platform/operator/login', { data: { email: operators[who], password: OPERATOR_PASSWORD } });
  return ((await login.json()) as { data: { token: string } }).data.token;
}

type Config = { sections: Record<string, Record<string, unknown>>; translations: Record<string, Record<string, string>> };

/** Publishes the live config with `change` applied, through the contract, as another operator would. */
async function publishMeanwhile(request: APIRequestContext, change: (config: Config) => Config) {
  const headers = { Authorization: `Bearer ${await tokenOf(request, 'owner')}`, 'X-Channel-Id': 'demo-default' };
  const status = (await (await request.get('/wl/v1/platform/operator/channel', { headers })).json()) as { data: { version: { number: number } } };
  const number = status.data.version.number;
  const config = ((await (await request.get(`/wl/v1/platform/operator/versions/${number}`, { headers })).json()) as { data: { config: Config } }).data.config;
  const published = await request.put('/wl/v1/platform/config/channel', { data: change(config), headers: { ...headers, 'If-Match': `"v${number}"` } });
  expect(published.status()).toBe(200);
  return number + 1;
}

const withPrimary = (color: string) => (config: Config): Config => ({ ...config, sections: { ...config.sections, VISUAL: { ...config.sections.VISUAL, color: { ...(config.sections.VISUAL?.color as object), primary: color } } } });

async function studioAs(page: Page, who: keyof typeof operators) {
  await page.goto('/studio', { waitUntil: 'domcontentloaded' });
  await signInStudio(page, who);
  await expect(page.getByRole('heading', { name: 'Visual section' })).toBeVisible({ timeout: 60_000 });
}

test('a fresh sign-in after a publish opens the live version, not the preset files; a reload too', async ({ page }) => {
  const live = await publishMeanwhile(page.request, withPrimary('#224488'));
  await studioAs(page, 'editor');
  await expect(page.getByLabel(OPEN)).toHaveValue(`version:${live}`, { timeout: 30_000 });
  await expect(page.getByLabel('Primary', { exact: true })).toHaveValue('#224488');
  await expect(page.getByRole('button', { name: '0 unpublished changes' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(OPEN)).toHaveValue(`version:${live}`, { timeout: 60_000 });
  await expect(page.getByLabel('Primary', { exact: true })).toHaveValue('#224488');
});

test('a publish made meanwhile is seen within seconds; the draft is brought up to date and a conflict is picked', async ({ page }) => {
  await studioAs(page, 'editor');
  await expect(page.getByLabel(OPEN)).toHaveValue('version:1', { timeout: 30_000 });
  await page.getByLabel('Primary', { exact: true }).fill('#1d6b3a');

  // Another operator's text, then a colour: the studio says so without a reload.
  const v2 = await publishMeanwhile(page.request, (c) => ({ ...c, translations: { ...c.translations, en: { ...c.translations.en, 'sidebar.title': 'New Year offers' } } }));
  const behind = page.getByRole('alert').filter({ hasText: `Your draft was made from version 1; version ${v2} (owner@demo.test) is live now` });
  await expect(behind).toBeVisible({ timeout: 20_000 });
  await behind.getByRole('button', { name: 'Bring the draft up to date' }).click();
  await expect(page.getByText(`The draft is up to date with version ${v2}`)).toBeVisible();
  await expect(page.getByLabel(OPEN)).toHaveValue(`version:${v2}`);
  await expect(page.getByLabel('Primary', { exact: true })).toHaveValue('#1d6b3a');

  const v3 = await publishMeanwhile(page.request, withPrimary('#aa3300'));
  await page.getByRole('alert').filter({ hasText: `version ${v3}` }).getByRole('button', { name: 'Bring the draft up to date' }).click({ timeout: 20_000 });
  // The conflict is said in the Changes view's words, never as a JSON pointer.
  const conflict = page.getByRole('group', { name: 'Visual section: Color › Primary' });
  await expect(conflict.getByRole('radio', { name: 'Keep yours: #1d6b3a' })).toBeChecked();
  await conflict.getByRole('radio', { name: `Take version ${v3}'s: #aa3300` }).check();
  await page.getByRole('button', { name: 'Apply the choices' }).click();
  await expect(page.getByLabel('Primary', { exact: true })).toHaveValue('#aa3300');
  await expect(page.getByLabel(OPEN)).toHaveValue(`version:${v3}`);

  // The draft, made from v3, saves on v3.
  await page.getByRole('navigation', { name: 'Parts of the channel' }).getByRole('button', { name: 'Drafts and review', exact: true }).click();
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: `based on version ${v3}` })).toBeVisible();
});

test('an operator whose role is revoked loses the studio within seconds', async ({ page }) => {
  await studioAs(page, 'editor');
  const owner = await tokenOf(page.request, 'owner');
  const revoked = await page.request.delete(`/wl/v1/platform/operator/team/${encodeURIComponent(operators.editor)}/role`, { headers: { Authorization: `Bearer ${owner}`, 'X-Channel-Id': 'demo-default' } });
  expect(revoked.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Studio sign-in' })).toBeVisible({ timeout: 20_000 });
});
