// Route changes under 4x CPU: a signed-in member at 1280 px moves the pointer onto a main-menu entry
// (the route's load starts on that intent: src/app/loading/route-prefetch.ts), clicks it after the
// pointer's usual ~150 ms of travel, and the time runs from the click's pointerdown to the first frame
// whose `main h1` is the new screen's. Each entry twice: the first visit (its chunks and reads not yet
// in) and a return to it.
import type { Browser, Page } from '@playwright/test';
import { throttleCpu, type StorageState } from './browser.ts';

export type RouteChangeReport = { entries: string[]; firstMs: number[]; againMs: number[]; medianMs: number; maxMs: number; budgetMs: number };

const ENTRIES = ['Rewards', 'Perks', 'Leaflets', 'Transaction history', 'Coupons', 'Home'];
const BUDGET_MS = 200;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function changeTo(page: Page, name: string): Promise<number> {
  const link = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name, exact: true });
  await link.waitFor({ timeout: 30_000 });
  const before = await page.locator('main h1').first().innerText().catch(() => '');
  const measured = page.evaluate(
    (old) =>
      new Promise<number>((resolve) => {
        let start = NaN;
        document.addEventListener('pointerdown', (e) => (start = e.timeStamp), { capture: true, once: true });
        const shown = () => {
          const heading = document.querySelector<HTMLElement>('main h1');
          return heading && heading.offsetParent !== null && heading.innerText !== old && !document.querySelector('main [aria-busy="true"]');
        };
        const observer = new MutationObserver(() => {
          if (!shown()) return;
          observer.disconnect();
          requestAnimationFrame((frame) => resolve(Math.round(frame - start)));
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
      }),
    before,
  );
  await link.hover();
  await page.waitForTimeout(150);
  await link.click();
  const ms = await measured;
  await page.waitForLoadState('networkidle');
  return ms;
}

export async function measureRouteChanges(browser: Browser, base: string, state: StorageState): Promise<RouteChangeReport> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, storageState: state });
  // tsx (esbuild keepNames) wraps named functions in __name(); the page has no such helper.
  await context.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
  try {
    const page = await context.newPage();
    await page.goto(`${base}/coupons`);
    await page.getByTestId('coupon-tile').first().waitFor();
    await page.waitForLoadState('networkidle');
    await throttleCpu(page, 4);
    const firstMs: number[] = [];
    const againMs: number[] = [];
    for (const name of ENTRIES) firstMs.push(await changeTo(page, name));
    for (const name of ENTRIES) againMs.push(await changeTo(page, name));
    const all = [...firstMs, ...againMs];
    return { entries: ENTRIES, firstMs, againMs, medianMs: median(all), maxMs: Math.max(...all), budgetMs: BUDGET_MS };
  } finally {
    await context.close();
  }
}
