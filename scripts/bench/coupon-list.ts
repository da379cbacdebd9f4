import { chromium } from '@playwright/test';
import { chromiumArgs } from '../../playwright.config.ts';

export type CouponListReport = {
  /** Time the ten sections took to validate at boot in the browser (performance.measure). */
  configValidationMs: number;
  coupons: number;
  pages: number;
  firstPageMs: number;
  appendMs: { page2: number; page50: number; median: number; max: number };
  ticking: { seconds: number; tileMutationsPerSecond: number; countdownsOnScreen: number; meanFrameMs: number; maxFrameMs: number };
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/**
 * Grows /coupons to 1,000 tiles through the list's own "Load more" (pages of 20, de-duplicated),
 * timing each append from the click to the new tiles in the DOM, then watches 5 s of ticking with
 * every tile mounted: DOM mutations in the list per second (one shared ticker: only visible
 * countdowns change) and frame intervals (smoothness).
 */
export async function benchCouponList(base: string, couponCount = 1000): Promise<CouponListReport> {
  const reset = await fetch(`${base}/__demo/reset`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ preset: 'default', coupon_count: couponCount }),
  });
  if (!reset.ok) throw new Error(`demo reset failed: ${reset.status}`);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    // tsx (esbuild keepNames) wraps named functions in __name(); the page has no such helper.
    await page.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
    await page.goto(`${base}/pass-login`);
    await page.getByLabel(/e-?mail/i).fill('verified@demo.test');
    await page.getByLabel(/password/i).first().fill('Demo1234');
    await page.getByRole('button', { name: /log in/i }).click();
    await page.waitForURL((url) => !url.pathname.includes('login'));
    await page.goto(`${base}/coupons`);
    await page.getByTestId('coupon-tile').nth(19).waitFor();
    const configValidationMs = await page.evaluate(
      () => Math.round((performance.getEntriesByName('portal:validate-config')[0]?.duration ?? NaN) * 100) / 100,
    );
    const firstPageMs = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      return Math.round(performance.now() - (nav?.startTime ?? 0));
    });
    const appends: number[] = [];
    for (;;) {
      const more = page.getByRole('button', { name: /load more/i });
      if ((await more.count()) === 0) break;
      const ms = await page.evaluate(async () => {
        const count = () => document.querySelectorAll('[data-testid="coupon-tile"]').length;
        const before = count();
        const button = [...document.querySelectorAll('button')].find((b) => /load more/i.test(b.textContent ?? ''));
        if (!button) return -1;
        const start = performance.now();
        button.click();
        await new Promise<void>((resolve) => {
          const observer = new MutationObserver(() => {
            if (count() > before) {
              observer.disconnect();
              resolve();
            }
          });
          observer.observe(document.body, { childList: true, subtree: true });
        });
        await new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
        return performance.now() - start;
      });
      if (ms < 0) break;
      appends.push(Math.round(ms));
      await page.getByRole('button', { name: /load more/i }).or(page.getByTestId('coupon-tile').last()).first().waitFor();
    }
    const ticking = await page.evaluate(async () => {
      const list = document.querySelector('[data-testid="coupon-tile"]')?.closest('ul') ?? document.body;
      let mutations = 0;
      const observer = new MutationObserver((records) => (mutations += records.length));
      observer.observe(list, { childList: true, subtree: true, characterData: true, attributes: true });
      const frames: number[] = [];
      let last = performance.now();
      const seconds = 5;
      await new Promise<void>((resolve) => {
        const end = last + seconds * 1000;
        const frame = (now: number) => {
          frames.push(now - last);
          last = now;
          if (now < end) requestAnimationFrame(frame);
          else resolve();
        };
        requestAnimationFrame(frame);
      });
      observer.disconnect();
      return {
        seconds,
        tileMutationsPerSecond: Math.round((mutations / seconds) * 10) / 10,
        countdownsOnScreen: document.querySelectorAll('[role="timer"]').length,
        meanFrameMs: Math.round((frames.reduce((a, b) => a + b, 0) / frames.length) * 10) / 10,
        maxFrameMs: Math.round(Math.max(...frames)),
      };
    });
    const tiles = await page.getByTestId('coupon-tile').count();
    return {
      configValidationMs,
      coupons: tiles,
      pages: appends.length + 1,
      firstPageMs,
      appendMs: { page2: appends[0] ?? NaN, page50: appends[48] ?? appends.at(-1) ?? NaN, median: median(appends), max: Math.max(...appends) },
      ticking,
    };
  } finally {
    await browser.close();
    await fetch(`${base}/__demo/reset`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
  }
}
