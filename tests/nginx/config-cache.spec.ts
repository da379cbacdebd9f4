// The config reads through nginx's per-channel cache (deploy/nginx/snippets/portal-config-cache.conf):
// a second read of the channel document is a cache HIT, a member's own If-None-Match is answered 304
// from the copy, and after a publish the copy is revalidated with the service: members get the new
// version (a wait for the second-long freshness to pass, not a timing).
import { expect, test } from '@playwright/test';
import { buildPreset } from '../../src/presets/build';
import { configOfPreset } from '../../src/channel/config';
import { send } from './http';
import { channels } from './ports';

const fuel = channels.find((c) => c.preset === 'fuel-cz')!;
const channelHeader = { 'X-Channel-Id': 'demo-fuel-cz' };
const DOCUMENT = '/wl/v1/platform/config/document';
const read = (headers: Record<string, string> = {}) => send('GET', fuel.host, DOCUMENT, undefined, { ...channelHeader, ...headers });
const versionOf = (etag: string | undefined) => Number(/\.v(\d+)\b/.exec(etag ?? '')?.[1] ?? NaN);
type Document = { data: { sections: { VISUAL: { color: { primary: string } } } } };
const primaryOf = (text: string) => (JSON.parse(text) as Document).data.sections.VISUAL.color.primary;

async function reset() {
  const response = await fetch(`http://127.0.0.1:${fuel.backendPort}/__demo/reset`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ preset: 'fuel-cz' }) });
  expect(response.ok).toBe(true);
}

test.afterEach(async () => {
  // Other tests read this channel through the same cache: leave it serving the seeded version.
  await reset();
  await expect.poll(async () => primaryOf((await read()).text()), { timeout: 45_000 }).toBe('#c2410c');
});

test('a second document read is a cache HIT; after a publish nginx revalidates and serves the new version', async () => {
  await reset();
  await expect
    .poll(async () => {
      await read();
      return (await read()).headers['x-cache-status'];
    }, { timeout: 20_000 })
    .toBe('HIT');
  const held = await read();
  expect(held.status).toBe(200);
  const etag = held.headers.etag!;
  const version = versionOf(etag);
  expect(version).toBeGreaterThanOrEqual(1);
  expect((await read({ 'If-None-Match': etag })).status, "a member's copy is current").toBe(304);

  // A publisher publishes a new colour through nginx (the studio is on for this host).
  const login = await send('POST', fuel.host, '/wl/v1/platform/operator/login', { email: 'publisher@demo.test', password: 'Operator1234' }, channelHeader);
  expect(login.status).toBe(200);
  const token = (JSON.parse(login.text()) as { data: { token: string } }).data.token;
  const config = configOfPreset(buildPreset('fuel-cz'));
  (config.sections.VISUAL as { color: { primary: string } }).color.primary = '#1d6b3a';
  const published = await send('PUT', fuel.host, '/wl/v1/platform/config/channel', config, { ...channelHeader, Authorization: `Bearer ${token}`, 'If-Match': `"v${version}"` });
  expect(published.status, published.text()).toBe(200);

  await expect
    .poll(async () => {
      const answer = await read();
      return [versionOf(answer.headers.etag), primaryOf(answer.text())];
    }, { timeout: 45_000 })
    .toEqual([version + 1, '#1d6b3a']);
  // The member's old copy is no longer current: the new document, not a 304.
  const renewed = await read({ 'If-None-Match': etag });
  expect(renewed.status).toBe(200);
  expect(primaryOf(renewed.text())).toBe('#1d6b3a');
});
