// The channel document (GET platform/config/document, docs/contract.md): the demo server puts it into
// index.html, so the first screen needs no config call; a page without it asks for it in one call; a
// backend without it (404) is booted from the individual calls. Each way shows the channel's config.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { individualConfigCalls, withoutInlineDocument } from './support/faults';
import { serviceWorkerInControl } from './support/offline';
import { hexToRgb } from './support/routes';

/** Every config and domain call of the page, as `path?query`. */
function configCalls(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/^\/wl\/v1\/platform\/(config|domain)\//.test(url.pathname)) seen.push(url.pathname.replace('/wl/v1/', '') + url.search);
  });
  return seen;
}

/** fuel-cz's own look: its page background, on its SMS login screen. */
async function expectFuelChannel(page: Page) {
  await expect(page.getByRole('main').getByRole('textbox').first()).toBeVisible();
  await expect(page.locator('body')).toHaveCSS('background-color', hexToRgb('#f7f7f5'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
}

test.beforeEach(async ({ demo }) => {
  await demo.reset('fuel-cz');
});

test('the page carries the channel document: the portal boots with no config call at all', async ({ page }) => {
  const calls = configCalls(page);
  const response = await page.goto('/');
  const html = (await response!.text()) as string;
  const block = /<script type="application\/json" id="channel-document"[^>]*>([^]*?)<\/script>/.exec(html)?.[1] ?? '';
  expect((JSON.parse(block) as { data: { channel_id: string } }).data.channel_id).toBe('demo-fuel-cz');
  await expectFuelChannel(page);
  await page.waitForLoadState('networkidle');
  expect(calls).toEqual([]);
  // The document's parts are in the query cache: another screen reads its sections without a call.
  await page.getByRole('link', { name: 'Přihlásit se heslem' }).click();
  await expect(page).toHaveURL(/pass-login/);
  await expect(page.getByRole('main').getByRole('textbox').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(calls).toEqual([]);
});

test('a page without the document: one call of it, in the last-known language, then only what differs', async ({ page }) => {
  await withoutInlineDocument(page);
  const calls = configCalls(page);
  await page.goto('/');
  await expectFuelChannel(page);
  // A first visit guesses English; the channel is Czech, so its translations follow.
  expect(calls).toEqual(['platform/config/document?language=en', 'platform/config/translations/cs']);
  const before = calls.length;
  await page.reload();
  await expectFuelChannel(page);
  expect(calls.slice(before)).toEqual(['platform/config/document?language=cs']);
});

test('a backend answering 404 for the document (in the page and as a call): the portal boots from the individual calls', async ({ page }) => {
  await individualConfigCalls(page);
  const calls = configCalls(page);
  await page.goto('/');
  await expectFuelChannel(page);
  expect(calls[0]).toBe('platform/config/document?language=en');
  expect(calls).toEqual(expect.arrayContaining(['platform/config/public', 'platform/config/structure', 'platform/config/section/VISUAL', 'platform/config/section/GENERAL']));
});

// A returning member's page comes through the service worker, which takes navigations from the
// network: the page carries the server's current document, so no call revalidates it, and a changed
// config shows on that same load. Only the worker's offline copy of the shell is revalidated.
test.describe('through the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a repeat visit needs no config call, a changed config shows on that same load, the offline copy is revalidated', async ({ page, context, demo }) => {
    await demo.reset('default');
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await serviceWorkerInControl(page);
    const calls = configCalls(page);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).workerStart)).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    expect(calls).toEqual([]);

    // The operator changes the channel's config: the next load shows it at once.
    await demo.reset('fuel-cz');
    await page.reload();
    await expectFuelChannel(page);
    await page.waitForLoadState('networkidle');
    expect(calls).toEqual([]);
    await expect(page.locator('html')).not.toHaveAttribute('data-offline-copy');

    // Offline, the worker answers with its precached shell, marked: its document is asked for again.
    await context.setOffline(true);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-offline-copy');
    await expect(page.locator('#root')).not.toBeEmpty();
    await expect.poll(() => calls.some((call) => call.startsWith('platform/config/document'))).toBe(true);
    await context.setOffline(false);
  });
});
