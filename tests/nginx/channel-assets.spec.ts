// Uploaded images through nginx (snippets/portal.conf, `/wl/v1/platform/assets/`): served on their
// channel's host with a year of caching, whatever X-Channel-Id the client sends (nginx sends its server
// block's channel), and not on another channel's host.
import { expect, test } from '@playwright/test';
import { png } from '../../src/test-support/png';
import { get } from './http';
import { channels } from './ports';

test("an uploaded image is served on its channel's host only", async () => {
  const [other, own] = [channels.find((c) => !c.studio)!, channels.find((c) => c.studio)!];
  const direct = `http://127.0.0.1:${own.backendPort}/wl/v1`;
  const header = { 'X-Channel-Id': `demo-${own.preset}` };
  const login = await fetch(`${direct}/platform/operator/login`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...header }, body: JSON.stringify({ email: 'editor@demo.test', password: 'Operator1234' }) });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const upload = await fetch(`${direct}/platform/operator/assets?name=nginx.png`, { method: 'POST', headers: { ...header, Authorization: `Bearer ${token}`, 'Content-Type': 'image/png' }, body: new Uint8Array(png(9, 4, [1, 99, 7])) });
  expect(upload.status).toBe(200);
  const { url } = ((await upload.json()) as { data: { url: string } }).data;

  const served = await get(own.host, url);
  expect(served.status).toBe(200);
  expect(served.headers['content-type']).toBe('image/png');
  expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await get(own.host, url, { 'X-Channel-Id': `demo-${other.preset}` })).status).toBe(200);
  expect((await get(other.host, url)).status).toBe(404);
  expect((await get(other.host, url, header)).status).toBe(404);
});
