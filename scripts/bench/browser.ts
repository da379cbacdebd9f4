// Shared by the browser benchmarks: one Chromium, a phone-sized context, the demo member signed in
// once (its storage state reused), and 4x CPU throttling through CDP.
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { chromiumArgs } from '../../playwright.config.ts';

export const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** A screen the benchmarks open: its path, whether it needs the member, and what shows it is there. */
export type ScreenSpec = { name: string; path: string; signedIn: boolean; ready: (page: Page) => Promise<void> };

export const screens: ScreenSpec[] = [
  {
    name: 'home',
    path: '/',
    signedIn: false,
    ready: (page) => page.getByRole('button', { name: /log in|sign in/i }).first().waitFor(),
  },
  {
    name: 'coupons',
    path: '/coupons',
    signedIn: true,
    ready: (page) => page.getByTestId('coupon-tile').first().waitFor(),
  },
];

export const launch = (): Promise<Browser> => chromium.launch({ executablePath: chromePath, args: chromiumArgs });

export async function phoneContext(browser: Browser, storageState?: StorageState): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, storageState });
  // tsx (esbuild keepNames) wraps named functions in __name(); the page has no such helper.
  await context.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
  return context;
}

/** Fills and submits the password form on `page`, as a member would, and waits to leave it. */
export async function signInOnPage(page: Page, base: string, email: string, password: string) {
  await page.goto(`${base}/pass-login`);
  await page.getByLabel(/e-?mail/i).fill(email);
  await page.getByLabel(/password/i).first().fill(password);
  await page.getByRole('button', { name: /sign in|log in/i }).click();
  await page.waitForURL((url) => !url.pathname.includes('login'), { timeout: 20_000 });
}

/** Signs the demo member in through the password form and returns the storage state. */
export async function signIn(browser: Browser, base: string, email = 'verified@demo.test', password = 'Demo1234'): Promise<StorageState> {
  const context = await phoneContext(browser);
  await signInOnPage(await context.newPage(), base, email, password);
  const state = await context.storageState();
  await context.close();
  return state;
}

export async function throttleCpu(page: Page, rate = 4) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return cdp;
}

/** The machine's load average (1, 5, 15 min): the box is shared, so figures are read beside it. */
export function machineLoad(): string {
  try {
    return execFileSync('uptime', { encoding: 'utf8' }).trim().replace(/.*load average:\s*/, '');
  } catch {
    return 'unknown';
  }
}
