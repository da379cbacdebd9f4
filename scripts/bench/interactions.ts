// Interaction timings under 4x CPU: a tap on a coupon's button until its dialog is on screen,
// keystrokes in the registration form until the next frame after the handler (plus the browser's
// own Event Timing durations, which include presentation), and route changes from the main menu
// until the new screen's heading is on screen (route-change.ts).
import type { Page } from '@playwright/test';
import { launch, phoneContext, throttleCpu, type StorageState } from './browser.ts';
import { measureRouteChanges, type RouteChangeReport } from './route-change.ts';

export type InteractionReport = {
  tapToDialog: { firstMs: number; repeatMs: number[]; medianMs: number; maxMs: number };
  keystroke: { toNextFrameMs: { median: number; max: number }; eventTimingMaxMs: number; slowEvents: number; count: number };
  /** slowEvents: keystrokes whose Event Timing duration (input to next paint, 8 ms steps) reached 16 ms or more. */
  routeChange: RouteChangeReport;
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** Taps the button and resolves with ms from the pointer event to the first frame showing a dialog. */
async function tapUntilDialog(page: Page, selector: string): Promise<number> {
  const measured = page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let start = NaN;
        document.addEventListener('pointerdown', (e) => (start = e.timeStamp), { capture: true, once: true });
        const visible = () => {
          const dialog = document.querySelector('[role="dialog"], [role="alertdialog"]');
          return dialog && (dialog as HTMLElement).offsetParent !== null ? dialog : null;
        };
        const observer = new MutationObserver(() => {
          if (!visible()) return;
          observer.disconnect();
          requestAnimationFrame((frame) => resolve(Math.round(frame - start)));
        });
        observer.observe(document.body, { childList: true, subtree: true, attributes: true });
      }),
  );
  await page.locator(selector).first().tap();
  const ms = await measured;
  await page.keyboard.press('Escape');
  await page.locator('[role="dialog"], [role="alertdialog"]').first().waitFor({ state: 'hidden' });
  return ms;
}

export async function measureInteractions(base: string, state: StorageState): Promise<InteractionReport> {
  const browser = await launch();
  try {
    // Tap: the first "Use" button of the coupon list (a verified member: the activation dialog).
    const member = await phoneContext(browser, state);
    const page = await member.newPage();
    await page.goto(`${base}/coupons`);
    await page.getByTestId('coupon-tile').first().waitFor();
    await page.waitForLoadState('networkidle');
    await throttleCpu(page, 4);
    const button = '[data-testid="coupon-tile"] button:text-is("Use")';
    const firstMs = await tapUntilDialog(page, button);
    const repeatMs: number[] = [];
    for (let i = 0; i < 5; i += 1) repeatMs.push(await tapUntilDialog(page, button));
    await member.close();

    // Keystrokes: typing into the registration form's first name.
    const visitor = await phoneContext(browser);
    const form = await visitor.newPage();
    await form.goto(`${base}/register`);
    const field = form.getByLabel(/first name/i);
    await field.waitFor();
    await form.waitForLoadState('networkidle');
    await throttleCpu(form, 4);
    await form.evaluate(() => {
      const g = globalThis as unknown as { __keys: number[]; __events: number[] };
      g.__keys = [];
      g.__events = [];
      const byInteraction = new Map<number, number>();
      document.addEventListener(
        'keydown',
        (e) => requestAnimationFrame((frame) => g.__keys.push(frame - e.timeStamp)),
        { capture: true },
      );
      // One figure per keystroke: the longest of its events (keydown, beforeinput, input, keyup...).
      new PerformanceObserver((list) =>
        list.getEntries().forEach((entry) => {
          const id = (entry as PerformanceEventTiming & { interactionId?: number }).interactionId;
          if (!id) return;
          byInteraction.set(id, Math.max(byInteraction.get(id) ?? 0, entry.duration));
          g.__events = [...byInteraction.values()];
        }),
      ).observe({ type: 'event', durationThreshold: 16, buffered: false } as PerformanceObserverInit);
    });
    await field.click();
    await form.keyboard.type('Marie-Louise Dvořáková', { delay: 60 });
    await form.waitForTimeout(300);
    const { keys, events } = await form.evaluate(() => {
      const g = globalThis as unknown as { __keys: number[]; __events: number[] };
      return { keys: g.__keys, events: g.__events };
    });
    await visitor.close();
    const routeChange = await measureRouteChanges(browser, base, state);
    return {
      routeChange,
      tapToDialog: { firstMs, repeatMs, medianMs: median(repeatMs), maxMs: Math.max(...repeatMs) },
      keystroke: {
        toNextFrameMs: { median: Math.round(median(keys) * 10) / 10, max: Math.round(Math.max(...keys) * 10) / 10 },
        eventTimingMaxMs: Math.round(Math.max(0, ...events)),
        slowEvents: events.length,
        count: keys.length,
      },
    };
  } finally {
    await browser.close();
  }
}

/** The figures as `npm run bench` prints them; `load`: the machine's load average when printed. */
export function printInteractions(result: InteractionReport, load: string): void {
  const { tapToDialog: tap, keystroke: key, routeChange: route } = result;
  console.info(`Tap on a coupon's Use -> dialog on screen (4x CPU): first ${tap.firstMs} ms, then median ${tap.medianMs} ms, max ${tap.maxMs} ms`);
  console.info(
    `Keystroke in the registration form -> next frame (4x CPU): median ${key.toNextFrameMs.median} ms, max ${key.toNextFrameMs.max} ms over ${key.count} keys; ` +
      `Event Timing (input to next paint): ${key.slowEvents} keystrokes at 16 ms or more (max ${key.eventTimingMaxMs} ms)`,
  );
  console.info(
    `Route change from the main menu -> new heading (4x CPU, pointer over it first): median ${route.medianMs} ms, max ${route.maxMs} ms ` +
      `(budget: median <= ${route.budgetMs} ms, ${route.medianMs <= route.budgetMs ? 'met' : 'over'}); first visits ${route.firstMs.join(', ')}, returns ${route.againMs.join(', ')} ` +
      `(${route.entries.join(', ')}; load ${load})`,
  );
}
