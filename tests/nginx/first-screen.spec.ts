// The first screen rendered ahead through the real nginx (deploy/nginx/snippets/portal.conf): the SSI
// include puts the channel service's render of the page's route into #root, its styles nonced with
// the page's own nonce, and the browser hydrates it under the strict CSP (csp-guard: no violation).
// A route without a render gets the include's stub, the boot fallback.
import { expect, resetChannel, test } from './csp-guard';
import { get } from './http';
import { channels, origin } from './ports';

const fuel = channels.find((c) => c.preset === 'fuel-cz')!;
let fresh = 0;
/** A host of the fuel channel nginx has cached nothing for (tests/nginx/serve.ts: any subdomain). */
const coldHost = () => `fs${Date.now().toString(36)}${fresh++}.${fuel.host}`;

// The channel service renders a reset channel's screens in the background, on a loaded machine.
test.describe.configure({ timeout: 150_000 });

test("index.html carries the route's first screen with the page's nonce; the portal hydrates it", async ({ page }) => {
  await resetChannel(page, 'fuel-cz');
  const host = coldHost();
  let html = '';
  let csp = '';
  await expect
    .poll(
      async () => {
        const response = await get(host, '/pass-login');
        html = response.text();
        csp = response.headers['content-security-policy'] ?? '';
        return html.includes('<template id="first-screen" data-path="/pass-login"');
      },
      { timeout: 120_000, intervals: [1_000] },
    )
    .toBe(true);
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1] ?? '';
  expect(nonce).not.toBe('');
  expect(html).not.toContain('PORTALCSPNONCE');
  const root = /<div id="root">([^]*?)<\/div>\s*<!-- The channel document/.exec(html)?.[1] ?? html;
  expect(root).toContain(`<style nonce="${nonce}" data-styled="true"`);
  expect(root).toMatch(/<header[^>]*>/);
  expect(root).toContain('>Přihlášení</h1>');
  expect(root).not.toContain('boot-fallback');

  // A member route signed out is not rendered ahead: the include's stub, the boot fallback.
  const coupons = (await get(host, '/coupons')).text();
  expect(coupons).not.toContain('id="first-screen"');
  expect(coupons).toContain('<main class="boot-fallback" aria-busy="true">');
  expect(coupons).not.toContain('<!--# ');

  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${origin(host)}/pass-login`);
  await expect(page.getByRole('heading', { level: 1, name: 'Přihlášení' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('textbox').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});
