// The cross-site publish through the real nginx: a page of another origin tries the operator calls
// on a host whose studio is off (nginx refuses every operator path) and on one whose studio is on
// (the backend answers no foreign origin and requires an operator token); nothing changes.
import type { Page } from '@playwright/test';
import { expect, resetChannel, test } from './csp-guard';
import { NGINX_PORT, origin } from './ports';

const DEFAULT = origin('default.localhost');
const FUEL = origin('fuel-cz.localhost');
const ATTACKER = origin('attacker.localhost');

/** A call from outside the browser (as curl would make it): nginx on loopback, the host by its header. */
const direct = (page: Page, method: string, host: string, path: string, options: { data?: unknown; headers?: Record<string, string> } = {}) =>
  page.request.fetch(`http://127.0.0.1:${NGINX_PORT}${path}`, { method, ...(options.data ? { data: options.data } : {}), headers: { Host: new URL(host).host, ...options.headers } });

const primaryOf = async (page: Page, host: string) => {
  const response = await direct(page, 'GET', host, '/wl/v1/platform/config/section/VISUAL', { headers: { 'X-Channel-Id': host === FUEL ? 'demo-fuel-cz' : 'demo-default' } });
  return ((await response.json()) as { data: { color?: { primary?: string } } }).data.color?.primary;
};

test('a page of another origin publishes nothing, whether the studio is on or off', async ({ page }) => {
  await resetChannel(page, 'default');
  await resetChannel(page, 'fuel-cz');
  const before = { default: await primaryOf(page, DEFAULT), fuel: await primaryOf(page, FUEL) };
  await page.goto(`${ATTACKER}/portal.config.json`);
  const outcome = await page.evaluate(async (hosts) => {
    const body = JSON.stringify({ sections: { VISUAL: { color: { primary: '#ff0000' } } }, general: {}, translations: {} });
    const results: string[] = [];
    for (const host of hosts) {
      try {
        const response = await fetch(`${host}/wl/v1/platform/config/channel`, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body });
        results.push(`${response.status}`);
      } catch (error) {
        results.push(`blocked ${(error as Error).name}`);
      }
    }
    return results;
  }, [DEFAULT, FUEL]);
  expect(outcome).toEqual(['blocked TypeError', 'blocked TypeError']);
  expect({ default: await primaryOf(page, DEFAULT), fuel: await primaryOf(page, FUEL) }).toEqual(before);
});

test('where the studio is on, the backend requires an operator token: the proxy\'s loopback address grants nothing', async ({ page }) => {
  await resetChannel(page, 'fuel-cz');
  const before = await primaryOf(page, FUEL);
  const config = { sections: { VISUAL: { color: { primary: '#ff0000' } } } };
  const headers = { 'X-Channel-Id': 'demo-fuel-cz', 'If-Match': '"v1"' };
  expect((await direct(page, 'PUT', FUEL, '/wl/v1/platform/config/channel', { data: config, headers })).status()).toBe(401);
  // A member's token is no operator token.
  const member = await direct(page, 'POST', FUEL, '/wl/v1/user/login', { data: { email: 'verified@demo.test', password: 'Demo1234' }, headers: { 'X-Channel-Id': 'demo-fuel-cz' } });
  const token = ((await member.json()) as { data: { token: string } }).data.token;
  expect((await direct(page, 'PUT', FUEL, '/wl/v1/platform/config/channel', { data: config, headers: { ...headers, Authorization: `Bearer ${token}` } })).status()).toBe(401);
  expect(await primaryOf(page, FUEL)).toBe(before);
});

test('where the studio is off, nginx refuses every operator path before the backend', async ({ page }) => {
  const config = { sections: { VISUAL: { color: { primary: '#ff0000' } } } };
  expect((await direct(page, 'PUT', DEFAULT, '/wl/v1/platform/config/channel', { data: config })).status()).toBe(404);
  expect((await direct(page, 'POST', DEFAULT, '/wl/v1/platform/operator/login', { data: { email: 'publisher@demo.test', password: 'Operator1234' } })).status()).toBe(404);
  expect((await direct(page, 'GET', DEFAULT, '/wl/v1/platform/operator/versions')).status()).toBe(404);
  // Member calls pass as before.
  expect((await direct(page, 'GET', DEFAULT, '/wl/v1/platform/config/public', { headers: { 'X-Channel-Id': 'demo-default' } })).status()).toBe(200);
});
