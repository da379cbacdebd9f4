import type { Page, Route } from '@playwright/test';
import cs from '../../src/lib/i18n/locales/cs.json' with { type: 'json' };
import pl from '../../src/lib/i18n/locales/pl.json' with { type: 'json' };
import { expect, test } from './fixtures';
import { individualConfigCalls } from './support/faults';

// The boot screen (index.html, before any translation is in) speaks the channel's language: the one
// remembered from the last visit, or on a first visit the deployment's `language` setting. Never
// English on a Czech or Polish channel. The public config is held back so the boot screen stays
// (the portal asks for it when the page and the backend have no channel document).

async function holdPublicConfig(page: Page) {
  await individualConfigCalls(page);
  const held: Route[] = [];
  await page.route('**/wl/v1/platform/config/public', (route) => void held.push(route));
  return () => Promise.all(held.splice(0).map((route) => route.continue()));
}

test('a returning member of the Czech channel sees the loading screen in Czech', async ({ page, demo }) => {
  await demo.reset('fuel-cz');
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
  const release = await holdPublicConfig(page);
  await page.reload();
  await expect(page.getByRole('status').first()).toHaveText(cs.common.loading);
  await expect(page.getByText('Loading…')).toHaveCount(0);
  await release();
  await page.unroute('**/wl/v1/platform/config/public');
});

test('a first visit follows the deployment language of portal.config.json (Polish), without English', async ({ page, demo }) => {
  await demo.reset('drugstore-pl');
  await page.route('**/portal.config.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...((await response.json()) as object), language: 'pl_PL' } });
  });
  const release = await holdPublicConfig(page);
  await page.goto('/');
  await expect(page.getByRole('status').first()).toHaveText(pl.common.loading);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await release();
  await page.unroute('**/wl/v1/platform/config/public');
});

test("the tab title is the channel's name in its language, not index.html's English placeholder", async ({ page, demo }) => {
  await demo.reset('fuel-cz');
  await page.goto('/');
  // fuel-cz names itself in its Czech texts (app.name).
  await expect(page).toHaveTitle('Palivo Plus');
  await demo.reset('drugstore-pl');
  await page.goto('/');
  await expect(page).toHaveTitle(pl.app.name);
});
