import { expect, test } from './fixtures';
import { signInBeforeFirstLoad, text } from './support/offline';

test('/news with exactly one full page (20 messages) offers no "Load more" and asks for no empty second page', async ({ page, demo }) => {
  await demo.reset('default');
  await signInBeforeFirstLoad(page);
  const offsets: number[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/wl/v1/news') offsets.push((request.postDataJSON() as { offset: number }).offset);
  });
  const firstPage = page.waitForResponse((response) => new URL(response.url()).pathname === '/wl/v1/news');
  await page.goto('/news');
  expect(((await (await firstPage).json()) as { data: { total: number } }).data.total, 'the web channel has one full page').toBe(20);
  await expect(page.locator('main article:has(a[href^="/news-article/"])')).toHaveCount(20);
  await page.mouse.wheel(0, 20_000);
  await expect(page.getByRole('button', { name: text('en', 'common.loadMore') })).toHaveCount(0);
  await expect(page.locator('main article:has(a[href^="/news-article/"])')).toHaveCount(20);
  expect(offsets.filter((offset) => offset > 0)).toEqual([]);
});
