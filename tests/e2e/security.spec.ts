// The security bar (DESIGN.md section 7): every payload of the DOMPurify corpus (plus canaries aimed
// at our flag) pushed through each path where operator or server text reaches the page, with
// alert/confirm/prompt and a global flag armed. Payloads are served by rewriting real API answers,
// batched into list answers so the whole file stays fast.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';
import { XSS_FLAG, armXssTraps, auditDocument, expectNoXss, loadXssCases, rewriteApi, toasts } from './support/faults';

const cases = loadXssCases();
const payloads = cases.map((c) => c.payload);
const joined = payloads.join('\n\n');
const jsUrl = `javascript:window.${XSS_FLAG}='deal'`;

/** GENERAL.custom_css is at most 20,000 characters (its schema): the corpus goes in a few loads. */
function cssChunks(limit: number): string[] {
  const chunks: string[] = [''];
  for (const payload of payloads) {
    if (chunks.at(-1)!.length + payload.length + 1 > limit) chunks.push('');
    chunks[chunks.length - 1] += `${payload}\n`;
  }
  return chunks;
}

type Json = Record<string, unknown>;
const first = <T>(list: unknown): T => (list as T[])[0]!;

/** Flat dotted keys of the English bundle: every text the portal shows. */
function translationKeys(): string[] {
  const bundle = JSON.parse(readFileSync('src/lib/i18n/locales/en.json', 'utf8')) as Json;
  const keys: string[] = [];
  const walk = (node: Json, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      if (value && typeof value === 'object') walk(value as Json, `${prefix}${key}.`);
      else keys.push(`${prefix}${key}`);
    }
  };
  walk(bundle, '');
  return keys;
}

async function servePayloadContent(page: Page) {
  await rewriteApi(page, '**/wl/v1/deals', (data) => {
    const template = first<Json>(data.deals);
    const deals = payloads.map((payload, i) => ({
      ...template,
      id: `xss-${i}`,
      title: payload,
      excerpt: payload,
      body: i === 0 ? joined : payload,
      link_type: 'BUTTON_URL_BLANK',
      link_url: JSON.stringify(i % 2 === 0 ? { label: payload, url: jsUrl } : { label: payload, url: 'https://example.com/deal' }),
    }));
    return { ...data, deals, total: deals.length };
  });
  let newsTemplate: Json | null = null;
  await rewriteApi(page, '**/wl/v1/news', (data) => {
    newsTemplate = first<Json>(data.news);
    const news = payloads.map((payload, i) => ({ ...newsTemplate, id: `xss-${i}`, title: payload, body: payload }));
    return { ...data, news, total: news.length };
  });
  // The article of a payload item, with the whole corpus as its markdown body.
  await page.route('**/wl/v1/news/article/*', (route) =>
    route.fulfill({ json: { data: { article: { ...newsTemplate, id: 'xss-0', title: payloads[0], body: joined } } } }),
  );
  await rewriteApi(page, '**/wl/v1/coupons', (data) => {
    const template = first<Json>(data.coupons);
    const coupons = payloads.map((payload, i) => ({ ...template, id: `xss-${i}`, name: payload, ribbon: payload }));
    return { ...data, coupons, total: coupons.length };
  });
}

test('markdown bodies and item names: deals, deal drawer, news, news article, coupons', async ({ page }) => {
  test.setTimeout(60_000);
  const traps = await armXssTraps(page);
  await signIn(page, 'verified');
  await servePayloadContent(page);

  await page.goto('/');
  // The visible list: the dashboard's phone-width deals block is in the page too, hidden at this width.
  const cards = page.getByTestId('deal-card').filter({ visible: true });
  await expect(cards).toHaveCount(payloads.length);
  await expectNoXss(page, traps, 'home with the deals sidebar');

  // Deal 0: the whole corpus as its markdown body and a javascript: button link (dropped).
  await cards.nth(0).getByRole('button', { name: 'More' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('button', { name: 'Close' })).toBeVisible();
  await expect(drawer.getByRole('link')).toHaveCount(0);
  await expectNoXss(page, traps, 'deal drawer with every payload as markdown');
  await drawer.getByRole('button', { name: 'Close' }).click();

  // Deal 1: a safe link whose label is a payload.
  await cards.nth(1).getByRole('button', { name: 'More' }).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: /opens in a new tab/i })).toHaveAttribute('href', 'https://example.com/deal');
  await expectNoXss(page, traps, 'deal drawer with a payload label');
  await page.keyboard.press('Escape');

  await page.goto('/news');
  // Titles are text: the first payload reads as its own markup.
  await expect(page.getByRole('main')).toContainText('<svg><image id="v-146"');
  await expectNoXss(page, traps, 'news list');

  await page.goto('/news-article/xss-0');
  await expect(page.getByTestId('news-article')).toBeVisible();
  // Markdown never renders raw HTML: the payloads are shown as text.
  await expect(page.getByTestId('news-article')).toContainText('<script');
  await expectNoXss(page, traps, 'news article with every payload');

  await page.goto('/coupons');
  await expect(page.getByRole('heading', { level: 3 }).filter({ hasText: '<svg><image' }).first()).toBeVisible();
  await expectNoXss(page, traps, 'coupon list named by payloads');
});

test('consent HTML: each payload on the consent screen, the corpus in the terms modal', async ({ page }) => {
  test.setTimeout(80_000);
  const traps = await armXssTraps(page);
  await page.route('**/wl/v1/consent/*/text', async (route) => {
    const id = new URL(route.request().url()).pathname.split('/').at(-2)!;
    const index = Number(id.replace('xss-', ''));
    await route.fulfill({
      json: { data: { id: `v-${id}`, consent_id: id, version_id: `v-${id}`, title: `Consent ${index}`, html: payloads[index] } },
    });
  });

  await page.goto('/consent/xss-0');
  const findings: string[] = [];
  for (let i = 0; i < payloads.length; i += 1) {
    if (i > 0) {
      // In-app navigation (no reload), as a link in the portal would do.
      await page.evaluate((path) => {
        history.pushState(null, '', path);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, `/consent/xss-${i}`);
    }
    await expect(page.getByRole('heading', { level: 1, name: `Consent ${i}` })).toBeVisible();
    for (const finding of await auditDocument(page)) findings.push(`${cases[i]!.title}: ${finding}`);
  }
  expect(findings, 'consent screen findings').toEqual([]);
  await expectNoXss(page, traps, 'consent screen');

  // The terms modal (footer column 1) with the whole corpus as one document.
  await rewriteApi(page, '**/wl/v1/consent/text/*', (data) => ({ ...data, html: joined }));
  await page.getByRole('contentinfo').getByRole('button', { name: /terms and conditions/i }).click();
  const modal = page.getByRole('dialog', { name: 'Terms and conditions' });
  await expect(modal).toBeVisible();
  // Text of a corpus entry (its <button> is dropped, its words kept): the served document is shown.
  await expect(modal).toContainText('some button');
  await expectNoXss(page, traps, 'terms modal');
});

test('HTML content page: a sandboxed frame that cannot run script', async ({ page }) => {
  const linkCanary = cases.find((c) => c.title === 'canary: javascript link')!.payload;
  const traps = await armXssTraps(page);
  await rewriteApi(page, '**/wl/v1/page/1/html', (data) => ({
    ...data,
    // The link canary first: a payload such as <plaintext> or <style> swallows what follows it.
    html: `<!doctype html><html><head><title>x</title></head><body>${linkCanary}\n${joined}</body></html>`,
  }));
  await page.goto('/page/1');
  const frame = page.locator('iframe');
  await expect(frame).toBeVisible();
  const sandbox = (await frame.getAttribute('sandbox'))?.split(/\s+/) ?? null;
  expect(sandbox, 'the frame is sandboxed').not.toBeNull();
  expect(sandbox).not.toContain('allow-scripts');
  // The canary link is really in the frame, and clicking it runs nothing.
  const link = page.frameLocator('iframe').locator('#xss-js-link');
  await expect(link).toHaveCount(1);
  const popup = page.waitForEvent('popup', { timeout: 3_000 }).catch(() => null);
  await link.click();
  const opened = await popup;
  if (opened) {
    await opened.waitForLoadState();
    expect(await opened.evaluate((flag) => (window as unknown as Record<string, unknown>)[flag] ?? null, XSS_FLAG)).toBeNull();
    await opened.close();
  }
  await expectNoXss(page, traps, 'HTML page');
});

test('custom CSS and server translations', async ({ page }) => {
  test.setTimeout(45_000);
  const traps = await armXssTraps(page);
  await signIn(page, 'verified');
  const marker = '.xss-css-marker{color:rgb(1, 2, 3)}';
  const chunks = cssChunks(19_000);
  let chunk = 0;
  await rewriteApi(page, '**/wl/v1/platform/config/section/GENERAL', (data) => ({ ...data, custom_css: `${marker}\n${chunks[chunk]}` }));
  const keys = translationKeys();
  expect(keys.length).toBeGreaterThanOrEqual(payloads.length);
  // rewriteApi above made the portal ask each config call (no channel document), so this route sees it.
  await page.route('**/wl/v1/platform/config/translations/*', (route) =>
    route.fulfill({ json: { data: Object.fromEntries(keys.map((key, i) => [key, payloads[i % payloads.length]])) } }),
  );

  for (chunk = 0; chunk < chunks.length; chunk += 1) {
    await page.goto('/');
    // The menu is labelled by payloads now, shown as text.
    await expect(page.getByRole('navigation').first()).toContainText('<');
    const css = page.locator('style#portal-custom-css');
    await expect(css).toHaveCount(1);
    // Checked and written again from its tokens: the marker rule survives, in the checker's spelling.
    expect(await css.textContent()).toContain('.xss-css-marker { color: rgb(1, 2, 3) }');
    await expectNoXss(page, traps, `home with payload translations and custom CSS part ${chunk + 1}/${chunks.length}`);
  }
});

test('error toasts: a server message made of every payload is shown as text', async ({ page }) => {
  const traps = await armXssTraps(page);
  await signIn(page, 'verified');
  await page.route('**/wl/v1/coupons', (route) => route.fulfill({ status: 500, json: { message: joined, code: 'XSS' } }));
  await page.goto('/coupons');
  const toast = toasts(page).filter({ hasText: '<script' });
  await expect(toast).toHaveCount(1);
  await expect(toast.locator('script, img, svg:not(.Toastify__toast-icon svg, button svg), iframe')).toHaveCount(0);
  await expectNoXss(page, traps, 'error toast');
});

test('the audit itself sees every kind of violation it looks for', async ({ page }) => {
  const traps = await armXssTraps(page);
  await page.goto('/pass-login');
  await expect(page.getByRole('button', { name: /log in/i })).toBeVisible();
  expect(await auditDocument(page)).toEqual([]);

  await page.evaluate((flag) => {
    const box = document.createElement('div');
    box.setAttribute('onclick', 'void 0');
    const link = document.createElement('a');
    link.href = ' JaVa\tScRiPt:void 0';
    const script = document.createElement('script');
    script.type = 'text/plain';
    // A script posing as the build's boot loader (its id, other text).
    const loader = document.createElement('script');
    loader.type = 'text/plain';
    loader.id = 'boot-loader';
    loader.textContent = 'void 0';
    box.append(link, script, loader, document.createElement('object'));
    document.body.append(box);
    const style = document.createElement('style');
    style.id = 'portal-custom-css';
    style.textContent = '@import url("https://evil.example/x.css"); a{background:url(//evil.example/p.gif)}';
    document.head.append(style, document.createElement('img'));
    (window as unknown as Record<string, unknown>)[flag] = 'touched';
    window.alert('called');
  }, XSS_FLAG);

  const findings = (await auditDocument(page)).join('\n');
  for (const expected of ['flag changed', 'called alert', 'onclick', 'href=', 'script', '<script type="text/plain" id="boot-loader">void 0', 'object element', 'keeps @import', 'remote url(', 'unexpected <img> in head']) {
    expect(findings).toContain(expected);
  }
  expect(traps.dialogs).toEqual([]);
});
