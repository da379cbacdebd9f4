// Campaign content with dates (docs/screens-and-forms.md, "Visibility window"): a banner on the
// dashboard with `visible_from` / `visible_until` shows only inside its window, read in the channel's
// time zone on the portal's one clock, which follows the demo backend's clock; axe at 390 and 1280 px.
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signIn, test } from './fixtures';
import { rewriteApi } from './support/faults';

type Json = Record<string, unknown>;
const DAY = 24 * 3600;

/** A UTC wall time `YYYY-MM-DDTHH:mm` (the default channel is English: its time zone is UTC). */
const utcWall = (epochMs: number) => new Date(epochMs).toISOString().slice(0, 16);

/** Serves the dashboard with a banner first, open from `from` until `until` (the backend's own structure otherwise). */
async function serveDatedBanner(page: Page, from: string, until: string) {
  const banner = {
    type: 'banner',
    id: 'advent',
    visible_from: from,
    visible_until: until,
    props: { title: 'screens.leaflets.title', text: 'screens.leaflets.empty', linkLabel: 'leaflet.open', linkTo: '/leaflets', tone: 'info' },
  };
  await rewriteApi(page, '**/wl/v1/platform/config/structure', (data) => ({
    ...data,
    screens: { ...(data.screens as Json), home: { patch: [{ op: 'add', path: '/blocks/0', value: banner }] } },
  }));
}

const bannerOf = (page: Page) => page.getByRole('region', { name: 'Leaflets' });

test('a dated banner appears and disappears with the demo clock; no axe violations at 390 and 1280 px', async ({ page, demo }) => {
  test.slow(); // three page loads with a member signed in
  const now = Date.now();
  // Opens in two days, closes a day later.
  await serveDatedBanner(page, utcWall(now + 2 * DAY * 1000), utcWall(now + 3 * DAY * 1000));
  await signIn(page, 'verified', '/');
  await expect(page.getByRole('heading', { name: 'Popular coupons' })).toBeVisible({ timeout: 30_000 });
  await expect(bannerOf(page)).toHaveCount(0);

  await demo.advanceTime(2.5 * DAY);
  await page.reload();
  const banner = bannerOf(page);
  await expect(banner).toBeVisible({ timeout: 30_000 });
  await expect(banner).toContainText('No leaflets available at this time.');
  await expect(banner.getByRole('link', { name: 'Open the leaflet' })).toHaveAttribute('href', '/leaflets');
  // First on the dashboard: before the first section.
  await expect(page.locator('main section').first()).toHaveAttribute('data-block', 'banner');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page, 'dashboard with a campaign banner, 390 px');
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectNoAxeViolations(page, 'dashboard with a campaign banner, 1280 px');

  await demo.advanceTime(DAY);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Popular coupons' })).toBeVisible({ timeout: 30_000 });
  await expect(bannerOf(page)).toHaveCount(0);
});
