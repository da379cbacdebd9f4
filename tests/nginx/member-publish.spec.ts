// A publish is on a signed-in member's next load through nginx, with the portal's service worker in
// control (docs/deploying.md, "The channel document in index.html"; docs/offline.md): the operator publishes a new text,
// the member reloads once and reads it. Offline, the same page still boots on the kept config: the
// published one, which the member last saw.
import { expect, resetChannel, test } from './csp-guard';
import { send } from './http';
import { channels, origin } from './ports';
import { serviceWorkerInControl } from '../e2e/support/offline';

const fuel = channels.find((c) => c.preset === 'fuel-cz')!;
const FUEL = origin(fuel.host);
const channelHeader = { 'X-Channel-Id': 'demo-fuel-cz' };
const HOME_TITLE = 'Vítejte v Palivo Plus';
const PUBLISHED_TITLE = 'Vítejte po novém vydání';

type Config = { translations: Record<string, Record<string, string>> };

async function json<T>(answer: Promise<{ status: number; text: () => string }>, what: string): Promise<T> {
  const response = await answer;
  expect(response.status, `${what}: ${response.text()}`).toBe(200);
  return (JSON.parse(response.text()) as { data: T }).data;
}

/** The publisher publishes the live config with the home screen's title changed, through nginx: the new version's number. */
async function publishHomeTitle(title: string): Promise<number> {
  const { token } = await json<{ token: string }>(send('POST', fuel.host, '/wl/v1/platform/operator/login', { email: 'publisher@demo.test', password: 'Operator1234' }, channelHeader), 'login');
  const auth = { ...channelHeader, Authorization: `Bearer ${token}` };
  const status = await json<{ version: { number: number } }>(send('GET', fuel.host, '/wl/v1/platform/operator/channel', undefined, auth), 'channel status');
  const number = status.version.number;
  const { config } = await json<{ config: Config }>(send('GET', fuel.host, `/wl/v1/platform/operator/versions/${number}`, undefined, auth), 'live version');
  config.translations.cs = { ...config.translations.cs, 'screens.home.title': title };
  await json(send('PUT', fuel.host, '/wl/v1/platform/config/channel', config, { ...auth, 'If-Match': `"v${number}"` }), 'publish');
  return number + 1;
}

/** The version of the channel document members are served through nginx (its ETag). */
const servedVersion = async () => (await send('GET', fuel.host, '/wl/v1/platform/config/document', undefined, channelHeader)).headers.etag;

test.use({ serviceWorkers: 'allow' });

test.afterEach(async ({ page }) => {
  // Other specs read this channel through the same cache: leave it serving the seeded version.
  await resetChannel(page, 'fuel-cz');
  await expect.poll(servedVersion, { timeout: 30_000 }).toMatch(/\.v1\./);
});

test('a signed-in member with the service worker reads a publish on the first reload; offline, the kept config', async ({ page, context }) => {
  test.setTimeout(90_000);
  await resetChannel(page, 'fuel-cz');
  const { token, refresh_token } = await json<{ token: string; refresh_token: string }>(
    send('POST', fuel.host, '/wl/v1/user/login', { email: 'verified@demo.test', password: 'Demo1234' }, channelHeader),
    'member login',
  );
  await page.goto(`${FUEL}/`);
  await page.evaluate((session) => localStorage.setItem('auth', JSON.stringify(session)), { token, refresh_token, logged: true });
  await page.reload();
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toHaveText(HOME_TITLE, { timeout: 30_000 });
  await serviceWorkerInControl(page);

  // nginx keeps a config read for one second (s-maxage=1, docs/deploying.md): a load that starts at
  // least that second after the publish is served the new version, whatever was read just before
  // (the worker's own reads, another spec's). The member's next load, past that second:
  expect(await publishHomeTitle(PUBLISHED_TITLE)).toBe(2);
  await page.waitForTimeout(1_100);
  await page.reload();
  await expect(title).toHaveText(PUBLISHED_TITLE, { timeout: 30_000 });

  // Offline, the worker's shell boots on the config it kept: the one this load was served, once the
  // page has written it (off the boot path, with the manifest).
  await expect
    .poll(() => page.evaluate(async () => {
      const cache = await caches.open('portal-config');
      const kept = (await cache.keys()).find((request) => new URL(request.url).pathname.endsWith('/platform/config/document'));
      return kept ? (await cache.match(kept))?.headers.get('etag') : null;
    }), { timeout: 30_000 })
    .toMatch(/\.v2\./);
  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-offline-copy', { timeout: 30_000 });
  await expect(title).toHaveText(PUBLISHED_TITLE, { timeout: 30_000 });
  await context.setOffline(false);
});
