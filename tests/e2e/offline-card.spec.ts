import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zxing from '@zxing/library';
import type { Page } from '@playwright/test';

const { BinaryBitmap, Code128Reader, HybridBinarizer, RGBLuminanceSource } = zxing;
import { chromiumArgs } from '../../playwright.config';
import { expect, expectNoAxeViolations, test, type PresetName } from './fixtures';
import { memberCard, pageToken, serviceWorkerInControl, signInBeforeFirstLoad, signInThroughForm, text } from './support/offline';

// The service worker is what these specs test (the other specs block it).
test.use({ serviceWorkers: 'allow' });

const cases: Array<{ preset: PresetName; language: string; appName: string; headerBackground: string }> = [
  { preset: 'default', language: 'en', appName: 'Member portal', headerBackground: '#ffffff' },
  { preset: 'fuel-cz', language: 'cs', appName: 'Palivo Plus', headerBackground: '#16191d' },
];

/** Signed in on /card with the service worker in control and the card kept for offline. */
async function visitCardOnline(page: Page, preset: PresetName, demo: { reset: (p: PresetName) => Promise<unknown> }) {
  await demo.reset(preset);
  const member = await memberCard(page, await signInBeforeFirstLoad(page));
  await page.goto('/card');
  await expect(page.getByTestId('card')).toContainText(member.grouped);
  await expect(page.getByTestId('card-holder')).toHaveText(member.holder);
  await serviceWorkerInControl(page);
  const cardKept = () =>
    page.evaluate(async () => {
      if (!(await caches.has('portal-member-card'))) return false;
      const keys = await (await caches.open('portal-member-card')).keys();
      return keys.some((request) => request.url.endsWith('/wl/v1/card')) && keys.some((request) => request.url.includes('card-holder'));
    });
  await expect.poll(cardKept).toBe(true);
  return member;
}

/** Long enough to log out and sign in again meanwhile; under the worker's 5 s card time-out. */
const SLOW_CARD_MS = 4_000;

for (const { preset, language, appName, headerBackground } of cases) {
  test.describe(`offline card (${preset})`, () => {
    test('the card shows offline after one online visit, with the notice; logout while offline leaves no card', async ({ page, context, demo }) => {
      test.slow(); // the first visit installs the service worker, which precaches the whole build
      const member = await visitCardOnline(page, preset, demo);

      await context.setOffline(true);
      await page.reload();
      const card = page.getByTestId('card');
      await expect(card).toContainText(member.grouped);
      await expect(page.getByTestId('card-holder')).toHaveText(member.holder);
      await expect(card.getByTestId('barcode')).toBeVisible();
      await expect(page.getByTestId('offline-card-notice')).toHaveText(text(language, 'offline.cardFromLastVisit'));
      await expectNoAxeViolations(page, 'offline card');

      await page.getByRole('button', { name: text(language, 'menu.logout') }).first().click();
      await expect(page).toHaveURL(/\/$/);
      await expect.poll(() => page.evaluate(() => caches.has('portal-member-card'))).toBe(false);
      await page.goto('/card');
      await expect(page.getByRole('button', { name: text(language, 'menu.logout') })).toHaveCount(0);
      await expect(page.getByTestId('card')).toHaveCount(0);
      await expect(page.locator('body')).not.toContainText(member.grouped);
      await expect(page.locator('body')).not.toContainText(member.holder);
    });

    test("a card answered after logout is never kept: the next member never sees it, offline or online", async ({ page, context, demo }) => {
      test.slow(); // the first visit installs the service worker, which precaches the whole build
      const a = await visitCardOnline(page, preset, demo);
      const token = await pageToken(page);
      const cardOfA = await (await page.request.get('/wl/v1/card', { headers: { Authorization: `Bearer ${token}` } })).json();
      // A's card call is slow; A logs out while it is in flight and B signs in on the same tab.
      await demo.fault({ path: '/wl/v1/card', delay_ms: SLOW_CARD_MS, json: cardOfA });
      const slowCall = page.waitForRequest((request) => request.url().endsWith('/wl/v1/card'));
      await page.reload();
      await slowCall;
      await page.getByRole('button', { name: text(language, 'menu.logout') }).first().click();
      await expect(page).toHaveURL(/\/$/);
      await signInThroughForm(page, 'staff');
      // Lets A's slow answer reach the worker before B goes offline.
      await page.waitForTimeout(SLOW_CARD_MS);

      await context.setOffline(true);
      await page.goto('/card');
      await expect(page.getByTestId('offline-state')).toBeVisible();
      await expect(page.locator('body')).not.toContainText(a.grouped);
      await expect(page.locator('body')).not.toContainText(a.holder);

      await context.setOffline(false);
      await page.reload();
      const b = await memberCard(page, await pageToken(page));
      await expect(page.getByTestId('card')).toContainText(b.grouped);
      await context.setOffline(true);
      await page.reload();
      await expect(page.getByTestId('card')).toContainText(b.grouped);
      await expect(page.getByTestId('card-holder')).toHaveText(b.holder);
      await expect(page.locator('body')).not.toContainText(a.grouped);
    });

    test('another member page offline shows the offline state; Retry reloads it, and it comes back online', async ({ page, context, demo }) => {
      test.slow(); // the first visit installs the service worker, which precaches the whole build
      await demo.reset(preset);
      await signInBeforeFirstLoad(page);
      await page.goto('/coupons');
      await serviceWorkerInControl(page);

      await context.setOffline(true);
      await page.reload();
      const offline = page.getByTestId('offline-state');
      await expect(offline.getByRole('heading', { name: text(language, 'offline.title') })).toBeVisible();
      await expect(offline).toContainText(text(language, 'offline.text'));
      await expectNoAxeViolations(page, 'offline member page');
      await offline.getByRole('button', { name: text(language, 'common.retry') }).click();
      await expect(offline.getByRole('heading', { name: text(language, 'offline.title') })).toBeVisible();

      await context.setOffline(false);
      await expect(offline).toHaveCount(0);
    });

    test('Chromium reports the portal installable with a manifest built from the channel config', async ({ playwright, demo, baseURL }) => {
      test.slow(); // a second browser with its own profile, and the precache of the whole build
      await demo.reset(preset);
      // Installability is not reported in incognito contexts: a persistent profile, like a member's browser.
      const profile = mkdtempSync(path.join(tmpdir(), 'pwa-'));
      const browser = await playwright.chromium.launchPersistentContext(profile, {
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        args: chromiumArgs,
        baseURL,
      });
      try {
        const page = browser.pages()[0] ?? (await browser.newPage());
        await page.goto('/');
        await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller && document.querySelector('link[rel="manifest"]')));
        const manifest = await page.evaluate(async () => {
          const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
          return (await fetch(link!.href)).json() as Promise<Record<string, unknown>>;
        });
        expect(manifest).toMatchObject({ name: appName, display: 'standalone', theme_color: headerBackground });
        expect(manifest.start_url).toBe(new URL('/', page.url()).href);
        const cdp = await browser.newCDPSession(page);
        await expect
          .poll(async () => ((await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] }).installabilityErrors)
          .toEqual([]);
      } finally {
        await browser.close();
        rmSync(profile, { recursive: true, force: true });
      }
    });
  });
}

test('Save as PDF downloads a PDF file holding the card number and name', async ({ page, demo }) => {
  await demo.reset('default');
  const member = await memberCard(page, await signInBeforeFirstLoad(page));
  await page.goto('/card');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Save as PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`loyalty-card-${member.digits}.pdf`);
  const pdf = readFileSync(await download.path()).toString('latin1');
  expect(pdf.startsWith('%PDF-')).toBe(true);
  expect(pdf).toContain(`(${member.grouped}) Tj`);
  expect(pdf).toContain(`(${member.holder}) Tj`);
});

test('the rendered barcode decodes to the card number', async ({ page, demo }) => {
  await demo.reset('default');
  const member = await memberCard(page, await signInBeforeFirstLoad(page));
  await page.goto('/card');
  const svg = page.getByTestId('card').getByTestId('barcode');
  await expect(svg).toBeVisible();
  // The SVG as the browser draws it, painted on a canvas, read back as grey levels.
  const image = await svg.evaluate(async (element) => {
    const source = new XMLSerializer().serializeToString(element);
    const picture = new Image();
    picture.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(source)}`;
    await picture.decode();
    const canvas = document.createElement('canvas');
    canvas.width = 600;
    canvas.height = 120;
    const context = canvas.getContext('2d')!;
    context.drawImage(picture, 0, 0, canvas.width, canvas.height);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    const grey: number[] = [];
    for (let i = 0; i < data.length; i += 4) grey.push(Math.round((data[i]! + data[i + 1]! + data[i + 2]!) / 3));
    return { grey, width: canvas.width, height: canvas.height };
  });
  const source = new RGBLuminanceSource(Uint8ClampedArray.from(image.grey), image.width, image.height);
  const result = new Code128Reader().decode(new BinaryBitmap(new HybridBinarizer(source)));
  expect(result.getText()).toBe(member.digits);
});
