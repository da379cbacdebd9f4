// Another site on this machine tries the operator and demo-control calls from its own page: the
// publish, a fault, a read of the demo's state, and framing the portal and the studio. Nothing
// changes and nothing is read. `http://localhost:<port>` is another origin (and another site)
// than the demo's `http://127.0.0.1:<port>`.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** The demo's own origin and a page of it opened from the other loopback name. */
async function attackerPage(page: Page, baseURL: string) {
  const other = baseURL.replace('127.0.0.1', 'localhost');
  await page.goto(`${other}/portal.config.json`);
  return other;
}

test('a page of another origin cannot publish, inject a fault or read the demo state', async ({ page, baseURL }) => {
  const demoOrigin = baseURL ?? 'http://127.0.0.1:4317';
  const before = await (await page.request.get('/wl/v1/platform/config/section/VISUAL')).json();
  await attackerPage(page, demoOrigin);
  expect(new URL(page.url()).origin).not.toBe(demoOrigin);

  const outcome = await page.evaluate(async (api) => {
    const tried = async (run: () => Promise<Response>) => {
      try {
        const response = await run();
        return `${response.status} ${response.type}`;
      } catch (error) {
        return `blocked ${(error as Error).name}`;
      }
    };
    const body = JSON.stringify({ sections: { VISUAL: { color: { primary: '#ff0000' } } }, general: {}, translations: {} });
    return {
      publish: await tried(() => fetch(`${api}/wl/v1/platform/config/channel`, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body })),
      // A simple request (no preflight): sent, so the server itself must refuse it.
      fault: await tried(() => fetch(`${api}/__demo/fault`, { method: 'POST', mode: 'no-cors', headers: { 'Content-Type': 'text/plain' }, body: JSON.stringify({ path: 'platform/config/public', status: 500, times: 5 }) })),
      preset: await tried(() => fetch(`${api}/__demo/preset`, { method: 'POST', mode: 'no-cors', headers: { 'Content-Type': 'text/plain' }, body: JSON.stringify({ name: 'fuel-cz' }) })),
      state: await tried(() => fetch(`${api}/__demo/state`)),
    };
  }, demoOrigin);

  expect(outcome.publish).toMatch(/^blocked/);
  expect(outcome.state).toMatch(/^blocked/);
  // Sent without CORS (opaque answers), and refused by the demo: nothing changed.
  expect(outcome.fault).toBe('0 opaque');
  const state = (await (await page.request.get(`${demoOrigin}/__demo/state`)).json()) as { faults: unknown[]; preset: string };
  expect(state.faults).toEqual([]);
  expect(state.preset).toBe('default');
  expect(await (await page.request.get(`${demoOrigin}/wl/v1/platform/config/section/VISUAL`)).json()).toEqual(before);
});

test('the demo controls answer only their own origin', async ({ page, baseURL }) => {
  const demoOrigin = baseURL ?? 'http://127.0.0.1:4317';
  const other = await attackerPage(page, demoOrigin);
  const refused = await page.request.post(`${demoOrigin}/__demo/fault`, { data: { path: 'x' }, headers: { Origin: other, 'Sec-Fetch-Site': 'cross-site' } });
  expect(refused.status()).toBe(403);
  const sameSite = await page.request.get(`${demoOrigin}/__demo/state`, { headers: { 'Sec-Fetch-Site': 'same-site' } });
  expect(sameSite.status()).toBe(403);
  // The studio on the demo's own origin keeps them.
  const own = await page.request.get(`${demoOrigin}/__demo/state`, { headers: { Origin: demoOrigin, 'Sec-Fetch-Site': 'same-origin' } });
  expect(own.status()).toBe(200);
});

test('the API answers CORS for the portal\'s own origins only, never a reflected one', async ({ page, baseURL }) => {
  const demoOrigin = baseURL ?? 'http://127.0.0.1:4317';
  const preflight = await page.request.fetch(`${demoOrigin}/wl/v1/platform/config/channel`, {
    method: 'OPTIONS',
    headers: { Origin: 'http://evil.localhost:9', 'Access-Control-Request-Method': 'PUT', 'Access-Control-Request-Headers': 'authorization, content-type' },
  });
  expect(preflight.headers()['access-control-allow-origin']).toBeUndefined();
  const vite = await page.request.get(`${demoOrigin}/wl/v1/platform/config/public`, { headers: { Origin: 'http://127.0.0.1:5173', 'X-Channel-Id': 'demo-default' } });
  expect(vite.headers()['access-control-allow-origin']).toBe('http://127.0.0.1:5173');
});

test('other sites cannot frame the portal or the studio: frame-ancestors on every document', async ({ page, baseURL }) => {
  const demoOrigin = baseURL ?? 'http://127.0.0.1:4317';
  expect((await page.request.get(`${demoOrigin}/`)).headers()['content-security-policy']).toContain("frame-ancestors 'self'");
  expect((await page.request.get(`${demoOrigin}/studio/`)).headers()['content-security-policy']).toContain("frame-ancestors 'none'");
});
