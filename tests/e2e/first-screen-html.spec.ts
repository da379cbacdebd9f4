// The first screen comes as HTML (docs/performance.md, "HTML first"): the channel service renders
// each channel's public screens ahead, the page carries the route's render in #root, and the
// browser hydrates it: the same nodes, no React hydration error, nothing refused by the strict CSP.
import { expect, test } from './fixtures';
import { OPERATOR_PASSWORD } from './support/operator';
import { hexToRgb } from './support/routes';
import { holdBootScript, renderedAhead, servedFirst, strictPage, withoutRenderAhead, HYDRATION } from './support/first-screen';

// The service renders a channel's screens after a reset or a publish, on a loaded 2-core machine:
// the tests wait for those renders (the waiting is not what they assert).
test.describe.configure({ timeout: 150_000 });

test.describe('with script off', () => {
  test.use({ javaScriptEnabled: false });

  test('/ of two presets shows the header, the logo and the screen, styled, in the channel language', async ({ page, demo }) => {
    const presets = [
      { preset: 'default', heading: 'Log in', logo: 'Home page (opens in a new tab)', link: 'Forgot password?', font: /Montserrat Fallback/ },
      { preset: 'fuel-cz', heading: 'Přihlášení přes SMS', logo: 'Domovská stránka (otevře se v nové záložce)', link: 'Přihlásit se heslem', font: /^Barlow,/ },
    ] as const;
    for (const { preset, heading, logo, link, font } of presets) {
      await demo.reset(preset);
      await renderedAhead(page);
      await page.goto('/');
      await expect(page.getByRole('banner').getByRole('img', { name: logo })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: link })).toBeVisible();
      // The channel's styles came with the HTML: its own font stack, not index.html's.
      await expect(page.locator('body')).toHaveCSS('font-family', font);
    }
    await expect(page.locator('body')).toHaveCSS('background-color', hexToRgb('#f7f7f5'));
  });
});

test('the browser hydrates the server HTML: the same nodes, no hydration error, no CSP violation', async ({ page, demo }) => {
  await demo.reset('fuel-cz');
  await renderedAhead(page);
  const { violations, messages } = await strictPage(page);
  const boot = await holdBootScript(page);
  await page.goto('/', { waitUntil: 'commit' });
  // The server's HTML before any script of ours ran: shown whole, in the channel's language.
  const heading = page.getByRole('heading', { level: 1, name: 'Přihlášení přes SMS' });
  await expect(heading).toBeVisible();
  await page.evaluate(() => {
    document.querySelector('header')?.setAttribute('data-seen-before-boot', '');
    document.querySelector('h1')?.setAttribute('data-seen-before-boot', '');
  });
  boot.release();
  // The form is in the server's HTML whole; the client enables its submit button once hydrated.
  await expect(page.getByRole('main').getByRole('textbox').first()).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: 'Poslat kód' })).toBeEnabled();
  await page.waitForLoadState('networkidle');
  // A client render would have replaced these nodes; hydration keeps them.
  await expect(page.locator('header[data-seen-before-boot]')).toHaveCount(1);
  await expect(page.locator('h1[data-seen-before-boot]')).toHaveText('Přihlášení přes SMS');
  await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
  expect(messages.filter((message) => HYDRATION.test(message))).toEqual([]);
  expect(messages).toEqual([]);
  expect(violations).toEqual([]);
  // The client took over: its router follows a link without loading a page.
  await page.getByRole('main').getByRole('link', { name: 'Přihlásit se heslem' }).click();
  await expect(page).toHaveURL(/\/pass-login$/);
  await expect(page.locator('h1[data-seen-before-boot]')).toHaveCount(0);
});

test("the server render's classes are the client's, whatever order the browser's chunks come in", async ({ page, context, demo }) => {
  await demo.reset('fuel-cz');
  await renderedAhead(page);
  // The class attribute of every element of the header, then of the screen's heading and a link.
  const classes = async (on: typeof page) => [
    ...(await on.locator('header').first().evaluate((header) => [header, ...header.querySelectorAll('*')].map((node) => node.getAttribute('class')))),
    ...(await Promise.all([on.getByRole('heading', { level: 1 }), on.getByRole('main').getByRole('link', { name: 'Přihlásit se heslem' })].map((node) => node.getAttribute('class')))),
  ];
  const boot = await holdBootScript(page);
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: 'Přihlášení přes SMS' })).toBeVisible();
  const server = await classes(page);
  boot.release();
  expect(server.filter((names) => /\bsc-/.test(names ?? '')).length).toBeGreaterThan(3);
  // The same screen rendered by the client itself (no render in the page), once with the header's
  // chunk (render-stage-app) evaluated before the lazy `built-in` chunk's styled components, once after.
  const builtIn = /\/assets\/built-in-[\w-]+\.js$/;
  const app = /\/assets\/render-stage-app-[\w-]+\.js$/;
  const orders: Array<[RegExp, RegExp]> = [[app, builtIn], [builtIn, app]];
  for (const [first, then] of orders) {
    const client = await context.newPage();
    await withoutRenderAhead(client);
    await servedFirst(client, first, then);
    await client.goto('/');
    await expect(client.getByRole('main').getByRole('button', { name: 'Poslat kód' })).toBeEnabled();
    expect(await classes(client)).toEqual(server);
    await client.close();
  }
});

test('paint first, then boot: with a render no script or boot JSON is asked for before the first contentful paint; without one the page boots', async ({ page, demo }) => {
  await demo.reset('default');
  await renderedAhead(page);
  const { violations, messages } = await strictPage(page);
  await page.goto('/');
  // The rendered form's submit is enabled by hydration alone: by then every boot request has gone out.
  await expect(page.getByRole('main').getByRole('button', { name: 'Log in' })).toBeEnabled();
  const { paint, requests } = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    requests: performance
      .getEntriesByType('resource')
      .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime }))
      .filter(({ path }) => /\.(js|json)$/.test(path)),
  }));
  expect(paint).toBeGreaterThan(0);
  expect(requests.map(({ path }) => path)).toEqual(expect.arrayContaining([expect.stringMatching(/^\/assets\/index-[\w-]+\.js$/), '/portal.config.json']));
  expect(requests.filter(({ start }) => start < paint!)).toEqual([]);

  // A page the server has no render of (a member route, signed out) starts its boot at once: the
  // client renders, and redirects to the sign-in.
  const html = await (await page.request.get('/coupons')).text();
  expect(html).not.toContain('id="first-screen"');
  await page.goto('/coupons');
  await expect(page.getByLabel(/e-?mail/i)).toBeVisible();
  expect(messages).toEqual([]);
  expect(violations).toEqual([]);
});

test('a route not rendered ahead, and a signed-in member, get the client render as before', async ({ page, demo }) => {
  await demo.reset('default');
  await renderedAhead(page);
  const { violations, messages } = await strictPage(page);
  // A member route signed out is not rendered ahead: the page carries the boot fallback, then the redirect.
  const html = await (await page.request.get('/coupons')).text();
  expect(html).not.toContain('id="first-screen"');
  expect(html).toContain('class="boot-fallback"');
  await page.goto('/pass-login');
  await page.getByLabel(/e-?mail/i).fill('verified@demo.test');
  await page.getByLabel(/password/i).first().fill('Demo1234');
  await page.getByRole('button', { name: /log in/i }).click();
  await expect(page).not.toHaveURL(/pass-login/);
  // Signed in, `/` is the member's home: the signed-out render in the page is discarded, not hydrated.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Log in' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /log out/i }).or(page.getByRole('button', { name: /log out/i })).first()).toBeAttached();
  expect(messages.filter((message) => HYDRATION.test(message))).toEqual([]);
  expect(violations).toEqual([]);
});

test('a published change shows on the next load, rendered ahead again', async ({ page, demo }) => {
  await demo.reset('default');
  await renderedAhead(page, '/', /data-version="demo-default\.v1\./);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Log in' })).toHaveCSS('background-color', hexToRgb('#000000'));
  const login = await page.request.post('/wl/v1/platform/operator/login', { data: { email: 'publisher@demo.test', password: OPERATOR_PASSWORD } });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const headers = { Authorization: `Bearer ${token}`, 'X-Channel-Id': 'demo-default' };
  const config = ((await (await page.request.get('/wl/v1/platform/operator/versions/1', { headers })).json()) as { data: { config: Record<string, Record<string, unknown>> } }).data.config;
  const sections = { ...config.sections, VISUAL: { ...(config.sections?.VISUAL as object), color: { primary: '#224488' } } };
  expect((await page.request.put('/wl/v1/platform/config/channel', { data: { ...config, sections }, headers: { ...headers, 'If-Match': '"v1"' } })).status()).toBe(200);
  // The next load shows version 2, whether its render is in yet or not.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Log in' })).toHaveCSS('background-color', hexToRgb('#224488'));
  const html = await renderedAhead(page, '/', /data-version="demo-default\.v2\./);
  expect(html).toContain('#224488');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Log in' })).toHaveCSS('background-color', hexToRgb('#224488'));
});
