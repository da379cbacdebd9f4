// Operator and server markup stays in its box. Consent HTML keeps only text-level inline styles and
// its pane contains it: no fixed overlay over the page, no full-screen link, no url() request. An HTML
// content page loses <meta>, <base> and <link>, opens its links in a new tab, is capped in height,
// and its styles reach the frame without a CSP nonce written anywhere the page could read it.
import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { rewriteApi } from './support/faults';

const EVIL = 'evil.example';

function evilRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.context().on('request', (request) => {
    if (new URL(request.url()).hostname === EVIL) seen.push(request);
  });
  return seen;
}

test.beforeEach(async ({ page }) => {
  await page.context().route((url) => url.hostname === EVIL, (route) => route.abort());
});

test('consent HTML cannot lay a fixed overlay or a full-screen link over the page, nor fetch through url()', async ({ page }) => {
  const requests = evilRequests(page);
  const html = [
    '<div style="position: fixed; inset: 0; z-index: 2147483647; background: rgb(255, 255, 255)">Your session expired. Sign in again</div>',
    `<a href="https://${EVIL}/phish" style="position:fixed;top:0;left:0;width:100vw;height:100vh;display:block;z-index:99999">&nbsp;</a>`,
    `<p style="color: rgb(1, 2, 3); background: url(https://${EVIL}/bg.png); position: sticky; top: 0">Allowed colour</p>`,
    `<p style="position:absolute;top:-500px;left:-500px;width:4000px;height:4000px;background-image:url(https://${EVIL}/a.png)">Moved</p>`,
    `<p style="background: var(--none, url(https://${EVIL}/var.png) rgb(255, 0, 0))">Shorthand through var()</p>`,
  ].join('');
  await page.route('**/wl/v1/consent/*/text', (route) =>
    route.fulfill({ json: { data: { id: 'v-overlay', consent_id: 'overlay', version_id: 'v-overlay', title: 'Overlay terms', html } } }),
  );
  await page.goto('/consent/overlay');
  const heading = page.getByRole('heading', { level: 1, name: 'Overlay terms' });
  await expect(heading).toBeVisible({ timeout: 15_000 });
  const pane = page.getByTestId('consent-text');
  await expect(pane.getByText('Allowed colour')).toHaveCSS('color', 'rgb(1, 2, 3)');

  for (const text of ['Your session expired. Sign in again', 'Allowed colour', 'Moved']) {
    const element = pane.getByText(text);
    expect(await element.evaluate((el) => getComputedStyle(el).position), text).toBe('static');
    expect(await element.evaluate((el) => getComputedStyle(el).zIndex), text).toBe('auto');
  }
  expect(await pane.locator('a').evaluate((el) => getComputedStyle(el).position)).toBe('static');
  await expect(pane.getByText('Shorthand through var()')).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  expect(await pane.evaluate((el) => getComputedStyle(el).contain)).toBe('paint');

  // What lies under the corners of the page and the heading is the page, never the consent markup.
  const points = await page.evaluate(() => {
    const h1 = document.querySelector('h1')!.getBoundingClientRect();
    return [
      [2, 2],
      [innerWidth - 20, innerHeight - 2],
      [h1.left + h1.width / 2, h1.top + h1.height / 2],
    ].map(([x, y]) => Boolean(document.elementFromPoint(x!, y!)?.closest('[data-testid="consent-text"]')));
  });
  expect(points).toEqual([false, false, false]);

  // A click on the heading is a click on the heading: no page of the attacker opens.
  const popup = page.waitForEvent('popup', { timeout: 1_500 }).catch(() => null);
  await heading.click();
  expect(await popup).toBeNull();
  expect(new URL(page.url()).pathname).toBe('/consent/overlay');
  expect(requests.map((r) => r.url())).toEqual([]);
});

/** Serves an operator page built to break out of its frame, and opens it. */
async function openHostilePage(page: Page) {
  const html = `<!doctype html><html><head>
    <meta name="referrer" content="unsafe-url"><meta http-equiv="refresh" content="30;url=https://${EVIL}/refresh">
    <base href="https://${EVIL}/" target="_self"><link rel="stylesheet" href="https://${EVIL}/x.css">
    <style>p.styled { color: rgb(1, 2, 3) }</style></head>
    <body><p class="styled" style="margin-top: 3px">Styled</p>
    <a id="self" href="https://${EVIL}/self" target="_self">Self</a> <a id="top" href="/coupons" target="_top">Top</a>
    <img src="https://${EVIL}/pixel.png" alt="">
    <div style="height: 50000000px">Tall</div></body></html>`;
  await rewriteApi(page, '**/wl/v1/page/1/html', (data) => ({ ...data, html }));
  await page.goto('/page/1');
  const frame = page.frameLocator('iframe');
  await expect(frame.getByText('Styled')).toBeVisible();
  return { frame, frameElement: page.locator('iframe') };
}

test('content page: styles reach the frame without a nonce in any attribute', async ({ page }) => {
  const { frame, frameElement } = await openHostilePage(page);
  await expect(frame.getByText('Styled')).toHaveCSS('color', 'rgb(1, 2, 3)');
  await expect(frame.getByText('Styled')).toHaveCSS('margin-top', '3px');
  const nonce = await page.evaluate(() => document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce ?? '');
  expect(nonce.length).toBeGreaterThan(8);
  const srcdoc = (await frameElement.getAttribute('srcdoc')) ?? '';
  expect(srcdoc).not.toContain(nonce);
  expect(srcdoc).not.toMatch(/nonce|Styled/i);
  expect(await frame.locator('[nonce]').count()).toBe(0);
});

test('content page: no meta, base or link; links open in a new tab; height capped', async ({ page }) => {
  const requests = evilRequests(page);
  const { frame, frameElement } = await openHostilePage(page);
  await expect(frame.locator('meta, base, link')).toHaveCount(0);
  for (const id of ['#self', '#top']) {
    await expect(frame.locator(id)).toHaveAttribute('target', '_blank');
    await expect(frame.locator(id)).toHaveAttribute('rel', 'noopener noreferrer');
  }
  // The image request carries no more than the origin as referrer (the page's unsafe-url is gone).
  await expect.poll(() => requests.filter((r) => r.url().endsWith('/pixel.png')).length).toBeGreaterThan(0);
  const referer = (await requests.find((r) => r.url().endsWith('/pixel.png'))!.allHeaders()).referer;
  expect([undefined, `${new URL(page.url()).origin}/`]).toContain(referer);
  expect(requests.filter((r) => /x\.css|refresh/.test(r.url()))).toEqual([]);

  // The frame is capped; the page scrolls inside it.
  const height = (await frameElement.boundingBox())!.height;
  expect(height).toBeLessThanOrEqual(20_000);
  expect(height).toBeGreaterThan(1_000);
  expect(await frame.locator('html').evaluate((root) => root.scrollHeight > root.clientHeight)).toBe(true);

  // A _self link opens a new tab; the frame and the page stay where they are.
  const popup = page.waitForEvent('popup');
  await frame.locator('#self').click();
  await (await popup).close();
  expect(await frameElement.evaluate((el) => (el as HTMLIFrameElement).contentWindow!.location.href)).toBe('about:srcdoc');
  expect(new URL(page.url()).pathname).toBe('/page/1');
});
