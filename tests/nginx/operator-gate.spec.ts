// The operator gate of deploy/nginx/ (snippets/portal.conf): on a host whose studio is off, every
// spelling of an operator or publish path is answered 404 by nginx itself, whatever case or trailing
// slash it is sent with, so it never reaches a backend that might match it loosely; a publisher's
// valid token changes nothing there. Where the studio is on, the service matches the path as sent:
// an encoded spelling nginx passes on is its 404.
import { expect, test } from '@playwright/test';
import { send } from './http';
import { channels } from './ports';

const off = channels.find((c) => !c.studio)!;
const backend = `http://127.0.0.1:${off.backendPort}`;
const channelHeader = { 'X-Channel-Id': `demo-${off.preset}` };

const primary = async () =>
  ((await (await fetch(`${backend}/wl/v1/platform/config/section/VISUAL`, { headers: channelHeader })).json()) as { data: { color?: { primary?: string } } }).data.color?.primary;

/** Answered by nginx (its HTML error page), not by a backend (JSON). */
function expectNginx404(response: { status: number; headers: Record<string, string>; text: () => string }, what: string) {
  expect(response.status, what).toBe(404);
  expect(response.headers['content-type'], what).toMatch(/^text\/html/);
  expect(response.text(), what).toContain('nginx');
}

test('studio off: case and trailing-slash variants of the operator and publish paths answer 404 from nginx', async () => {
  // A real publisher token of this host's backend (signed in on the backend itself, not through nginx).
  const login = await fetch(`${backend}/wl/v1/platform/operator/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...channelHeader },
    body: JSON.stringify({ email: 'publisher@demo.test', password: 'Operator1234' }),
  });
  expect(login.ok).toBe(true);
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const auth = { ...channelHeader, Authorization: `Bearer ${token}` };
  const before = await primary();
  const config = { sections: { VISUAL: { color: { primary: '#ff0000' } } }, general: {}, translations: {} };

  const signIns = ['/wl/v1/platform/operator/login', '/wl/v1/platform/Operator/login', '/wl/v1/platform/OPERATOR/LOGIN', '/wl/v1/platform/operator/login/', '/wl/v1/Platform/operator/login', '/wl/v1/platform/%4Fperator/login', '/wl/v1/platform//operator/login'];
  for (const path of signIns) {
    expectNginx404(await send('POST', off.host, path, { email: 'publisher@demo.test', password: 'Operator1234' }, channelHeader), `POST ${path}`);
  }
  const publishes = ['/wl/v1/platform/config/channel', '/wl/v1/platform/config/Channel', '/wl/v1/platform/CONFIG/channel', '/wl/v1/platform/config/channel/', '/wl/v1/platform/config/channel//', '/wl/v1/platform/config/%63hannel'];
  for (const path of publishes) {
    expectNginx404(await send('PUT', off.host, path, config, { ...auth, 'If-Match': '"v1"' }), `PUT ${path}`);
  }
  for (const path of ['/wl/v1/platform/operator/versions', '/wl/v1/platform/Operator/versions/', '/wl/v1/platform/operator', '/wl/v1/platform/operator/']) {
    expectNginx404(await send('GET', off.host, path, undefined, auth), `GET ${path}`);
  }
  expect(await primary(), 'nothing was published').toBe(before);

  // Member calls and config reads still pass on that host.
  const read = await send('GET', off.host, '/wl/v1/platform/config/section/VISUAL', undefined, channelHeader);
  expect(read.status).toBe(200);
  expect(read.headers['content-type']).toMatch(/^application\/json/);
});

test('studio on: an encoded spelling of the publish path reaches the service as sent and is its 404; nothing is published', async () => {
  const on = channels.find((c) => c.studio)!;
  const direct = `http://127.0.0.1:${on.backendPort}/wl/v1`;
  const header = { 'X-Channel-Id': `demo-${on.preset}` };
  const login = await fetch(`${direct}/platform/operator/login`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...header }, body: JSON.stringify({ email: 'publisher@demo.test', password: 'Operator1234' }) });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const auth = { ...header, Authorization: `Bearer ${token}` };
  const status = await fetch(`${direct}/platform/operator/channel`, { headers: auth });
  const etag = status.headers.get('etag') ?? '';
  const number = ((await status.json()) as { data: { version: { number: number } } }).data.version.number;
  const version = (await (await fetch(`${direct}/platform/operator/versions/${number}`, { headers: auth })).json()) as { data: { config: { sections: { VISUAL: { color?: Record<string, string> } } } } };
  const config = version.data.config;
  config.sections.VISUAL.color = { ...config.sections.VISUAL.color, primary: '#ff0000' };

  for (const path of ['/wl/v1/platform/config/%63hannel', '/wl/v1/platform/config/channe%6C', '/wl/v1/platform/%63onfig/channel', '/wl/v1/platform/config/Channel', '/wl/v1/platform/config/channel/']) {
    const answer = await send('PUT', on.host, path, config, { ...auth, 'If-Match': etag });
    expect(answer.status, `PUT ${path}`).toBe(404);
  }
  const encoded = await send('PUT', on.host, '/wl/v1/platform/config/%63hannel', config, { ...auth, 'If-Match': etag });
  expect(encoded.headers['content-type'], 'the service answered').toMatch(/^application\/json/);
  expect(JSON.parse(encoded.text())).toMatchObject({ code: 'NOT_FOUND' });
  const after = await fetch(`${direct}/platform/operator/channel`, { headers: auth });
  expect(((await after.json()) as { data: { version: { number: number } } }).data.version.number, 'nothing was published').toBe(number);
});
