// The channel document in index.html through the real nginx (SSI include of the proxied
// `platform/config/document`, deploy/nginx/snippets/portal.conf): the first screen needs no config
// call, nothing in the document can leave its data block, and a failed include boots via the calls.
// nginx caches the include per host (a failing backend is then masked by the copy it holds), so each
// test loads a host it has cached nothing for: a subdomain of the channel's host (tests/nginx/serve.ts).
import type { Page } from '@playwright/test';
import { expect, expectStyled, resetChannel, test } from './csp-guard';
import { get } from './http';
import { channels, origin } from './ports';

const fuel = channels.find((c) => c.preset === 'fuel-cz')!;
let fresh = 0;
/** A host of the fuel channel whose document nginx has not cached yet. */
const coldHost = () => `t${Date.now().toString(36)}${fresh++}.${fuel.host}`;

async function fault(data: Record<string, unknown>) {
  const response = await fetch(`http://127.0.0.1:${fuel.backendPort}/__demo/fault`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(data),
  });
  expect(response.ok).toBe(true);
}

const blockOf = (html: string) => /<script type="application\/json" id="channel-document"[^>]*>([^]*?)<\/script>/.exec(html)?.[1] ?? null;

/** The config and domain calls the page makes, as `path?query`. */
function configCalls(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/^\/wl\/v1\/platform\/(config|domain)\//.test(url.pathname)) seen.push(url.pathname.replace('/wl/v1/', '') + url.search);
  });
  return seen;
}

async function expectFuelLogin(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Přihlášení přes SMS' })).toBeVisible();
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(247, 247, 245)');
}

test.beforeEach(async ({ page }) => {
  await resetChannel(page, 'fuel-cz');
  await fetch(`http://127.0.0.1:${fuel.backendPort}/__demo/fault`, { method: 'DELETE' });
});

test('index.html carries its host\'s document, `<` escaped; the portal shows its first screen with no config call', async ({ page }) => {
  const hostile = '</script><script>window.__pwned = 1</script><!--';
  const sidebar = ((await (await fetch(`http://127.0.0.1:${fuel.backendPort}/wl/v1/platform/config/section/SIDEBAR`)).json()) as { data: object }).data;
  await fault({ path: 'platform/config/section/SIDEBAR', json: { data: { ...sidebar, note: hostile } }, times: 2 });

  const host = coldHost();
  const html = (await get(host, '/coupons')).text();
  const block = blockOf(html);
  expect(block).not.toContain('<');
  const document = (JSON.parse(block!) as { data: { channel_id: string; sections: { SIDEBAR: { note: string } } } }).data;
  expect(document.channel_id).toBe('demo-fuel-cz');
  expect(document.sections.SIDEBAR.note).toBe(hostile);
  expect(html.match(/<script/g)?.length, 'no script element besides the build\'s').toBe(html.replace(block!, '').match(/<script/g)?.length);

  const calls = configCalls(page);
  await page.goto(`${origin(host)}/`);
  await expectFuelLogin(page);
  expect(calls, 'config calls before the first screen').toEqual([]);
  await expectStyled(page, 'the login screen');
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  await page.waitForLoadState('networkidle');
  expect(calls).toEqual([]);
});

for (const status of [500, 404]) {
  test(`a failed include (the backend answers ${status}) boots via the calls`, async ({ page }) => {
    // 404: the backend has no document (the include and the call); 500: the include only.
    await fault({ path: 'platform/config/document', status, times: status === 404 ? 2 : 1 });
    const calls = configCalls(page);
    await page.goto(`${origin(coldHost())}/`);
    await expectFuelLogin(page);
    await expectStyled(page, 'the login screen');
    expect(calls[0]).toMatch(/^platform\/config\/document\?language=/);
    if (status === 404) expect(calls).toEqual(expect.arrayContaining(['platform/config/public', 'platform/config/section/VISUAL']));
    else expect(calls.filter((c) => !c.startsWith('platform/config/document'))).toEqual(['platform/config/translations/cs']);
  });
}
