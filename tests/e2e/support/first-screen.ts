// The first screen rendered ahead (docs/performance.md, "HTML first"): waiting for the service's
// render, the page under the strict CSP, and the boot script held back so the server's HTML can be
// looked at before the client takes it over.
import type { Page } from '@playwright/test';
import { expect } from '../fixtures';

/** The production policy (deploy/nginx/) with the build's placeholder as the nonce, as `DEMO_CSP=1` serves it. */
/** React's hydration errors and warnings (production: recoverable errors, minified #418/#419/#423/#425). */
export const HYDRATION = /hydrat|did not match|Minified React error #(418|419|421|422|423|425)|recoverable/i;

export const STRICT_CSP =
  "default-src 'none'; script-src 'self' 'nonce-PORTALCSPNONCE0000000000000000000'; style-src 'self' 'nonce-PORTALCSPNONCE0000000000000000000'; " +
  "img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; frame-src 'self'; manifest-src 'self' blob: data:; " +
  "worker-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'self'";

/** Waits until the service has rendered `path` of the running channel (renders follow a reset or a publish). */
export async function renderedAhead(page: Page, path = '/', version?: RegExp): Promise<string> {
  let html = '';
  await expect
    .poll(
      async () => {
        html = await (await page.request.get(path)).text();
        return /<template id="first-screen"[^>]*><\/template>/.test(html) && (!version || version.test(html));
      },
      { timeout: 90_000, intervals: [500] },
    )
    .toBe(true);
  return html;
}

/** Pages of the portal served with the strict CSP; its violations and every console error or warning are collected. */
export async function strictPage(page: Page): Promise<{ violations: string[]; messages: string[] }> {
  const violations: string[] = [];
  const messages: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  await page.route(
    (url) => !/\.\w+$/.test(url.pathname) && !url.pathname.startsWith('/wl/') && !url.pathname.startsWith('/__'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': STRICT_CSP } });
    },
  );
  return { violations, messages };
}

/** Holds the portal's boot script (index.html's module script) until `release` is called. */
export async function holdBootScript(page: Page): Promise<{ release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

/**
 * Pages of the portal served as a route not rendered ahead is: #root holds the boot fallback, not the
 * service's render (the client renders the screen itself).
 */
export async function withoutRenderAhead(page: Page): Promise<void> {
  await page.route(
    (url) => !/\.\w+$/.test(url.pathname) && !url.pathname.startsWith('/wl/') && !url.pathname.startsWith('/__'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /<div id="root">[\s\S]*?<\/div>(\s*<!-- The channel document)/,
        '<div id="root"><main class="boot-fallback" aria-busy="true"></main></div>$1',
      );
      await route.fulfill({ response, body: html });
    },
  );
}

/**
 * Holds the response of every script matching `then` until a script matching `first` has been
 * served and had a moment to run: the order two chunks the boot loads at once are evaluated in.
 */
export async function servedFirst(page: Page, first: RegExp, then: RegExp, settle = 500): Promise<void> {
  let served = () => {};
  const ready = new Promise<void>((resolve) => (served = resolve));
  page.on('requestfinished', (request) => {
    if (first.test(new URL(request.url()).pathname)) setTimeout(served, settle);
  });
  await page.route(then, async (route) => {
    await ready;
    await route.continue();
  });
}
