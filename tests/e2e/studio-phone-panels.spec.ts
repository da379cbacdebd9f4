// Every studio panel at a phone's width (390 px): the sections, routes, a screen with an image
// block's library, a form, the translations, drafts and review, history, schedule, audit and team
// each open without sideways scroll of the page and without axe violations (the Changes view has
// its own spec, studio-changes.spec.ts); so does "Bring the draft up to date" with a long value.
import type { APIRequestContext, Page } from '@playwright/test';
import { OPERATOR_PASSWORD, operators } from './support/operator';
import { openStudio, PREVIEW } from './support/studio';
import { expect, expectNoAxeViolations, test } from './fixtures';

test.describe.configure({ timeout: 300_000 });

async function expectFits(page: Page, panel: string) {
  await expect(page.locator('#editor h2, #editor legend, #editor h3').first()).toBeVisible();
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.scrollingElement!.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth, `${panel}: the page scrolls sideways at ${innerWidth} px`).toBeLessThanOrEqual(innerWidth);
  await expectNoAxeViolations(page, `studio ${panel} at 390 px`, [PREVIEW]);
}

test('at 390 px no studio panel scrolls the page sideways or has an axe violation', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 760 });
  await openStudio(page);
  const nav = page.getByRole('navigation', { name: 'Parts of the channel' });
  const open = (name: string | RegExp) => nav.getByRole('button', { name, exact: typeof name === 'string' }).first().click();

  for (const section of ['VISUAL', 'MENU', 'GENERAL', 'COUPON', 'FOOTER', 'HEADER', 'SIDEBAR', 'REGISTER', 'MEMBER_AUTHENTICATION', 'SETTINGS']) {
    await open(new RegExp(`^${section}( |$)`));
    await expectFits(page, `section ${section}`);
  }
  await open('Routes');
  await expectFits(page, 'routes');

  await open(/^home( |$)/);
  const add = page.getByRole('group', { name: 'Add a block', exact: true });
  await add.getByLabel('Type').selectOption('image');
  await add.getByRole('button', { name: 'Add block' }).click();
  await expect(page.getByRole('group', { name: 'Block image "image-1"' }).getByRole('region', { name: 'Image' })).toBeVisible();
  await expectFits(page, 'home screen with an image block and its library');

  const forms = nav.getByRole('heading', { name: 'Forms' }).locator('xpath=following-sibling::ul[1]').getByRole('button');
  if ((await forms.count()) > 0) {
    await forms.first().click();
    await expectFits(page, 'a form');
  }
  await open('Translations');
  await expectFits(page, 'translations');
  await page.getByLabel('Filter').fill('sidebar.title');
  await page.getByRole('textbox', { name: 'sidebar.title in en', exact: true }).fill(LONG);

  for (const view of ['Drafts and review', 'History', 'Schedule', 'Audit', 'Team']) {
    await open(view);
    await expectFits(page, view);
  }

  // A value both changed, said whole in the conflict picker: it wraps, the page does not widen.
  await publishTitle(page.request, 'Offers');
  await page.getByRole('alert').getByRole('button', { name: 'Bring the draft up to date' }).click({ timeout: 30_000 });
  const picker = page.locator('section[aria-labelledby="up-to-date-heading"]');
  await expect(picker.getByRole('group', { name: 'text sidebar.title in en' })).toContainText(LONG);
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.scrollingElement!.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth, 'the conflict picker widens the page').toBeLessThanOrEqual(innerWidth);
  await expectNoAxeViolations(page, 'studio conflict picker at 390 px', [PREVIEW]);
});

/** A long text without a space (a link), which only wraps where the studio lets it. */
const LONG = `https://offers.example.com/${'members-only-weekly-deals-'.repeat(6)}spring`;

/** Another operator publishes the live config with a new sidebar title, through the contract. */
async function publishTitle(request: APIRequestContext, title: string) {
  const login = await request.post('/wl/v1/platform/operator/login', { data: { email: operators.owner, password: OPERATOR_PASSWORD } });
  const headers = { Authorization: `Bearer ${((await login.json()) as { data: { token: string } }).data.token}`, 'X-Channel-Id': 'demo-default' };
  const number = ((await (await request.get('/wl/v1/platform/operator/channel', { headers })).json()) as { data: { version: { number: number } } }).data.version.number;
  type Config = { translations: Record<string, Record<string, string>> };
  const config = ((await (await request.get(`/wl/v1/platform/operator/versions/${number}`, { headers })).json()) as { data: { config: Config } }).data.config;
  const changed = { ...config, translations: { ...config.translations, en: { ...config.translations.en, 'sidebar.title': title } } };
  expect((await request.put('/wl/v1/platform/config/channel', { data: changed, headers: { ...headers, 'If-Match': `"v${number}"` } })).status()).toBe(200);
}
