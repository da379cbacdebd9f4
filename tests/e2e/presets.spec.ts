import type { ConsoleMessage, Page } from '@playwright/test';
import { accounts, expect, presets, test, type PresetName } from './fixtures';
import {
  absentPaths,
  concretePath,
  errorTexts,
  expectedHtmlLang,
  hexToRgb,
  navigate,
  openRoutes,
  presetSection,
  presetSettings,
  rawKeyPattern,
  routeIds,
  settle,
  signInByApi,
  trackRequests,
} from './support/routes';
import { axeViolations } from './support/axe';

/** Collects console errors and uncaught exceptions since the last `take()`. */
function watchErrors(page: Page) {
  let errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    // The demo's HTML page 1 carries a script on purpose: the sandboxed frame blocking it is the
    // expected outcome. HTTP failures are reported with their URL by the response listener.
    const text = message.text();
    const expected = text.startsWith('Failed to load resource') || text.startsWith("Blocked script execution in 'about:srcdoc'");
    if (message.type() === 'error' && !expected) errors.push(`console.error: ${message.text().slice(0, 200)}`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message.slice(0, 200)}`));
  return () => {
    const taken = errors;
    errors = [];
    return taken;
  };
}

/** Everything wrong with the screen shown now; an empty list when it rendered cleanly. */
async function screenProblems(page: Page, preset: PresetName, inFlight: () => number): Promise<string[]> {
  const problems: string[] = [];
  const main = page.locator('main');
  if (!(await main.first().isVisible())) {
    await main.first().waitFor({ state: 'visible', timeout: 5_000 }).catch(() => problems.push('no <main>: blank screen'));
  }
  if (!(await settle(page, inFlight))) problems.push('still loading after 8 s');
  const unknown = await page.locator('[data-block-unknown]').evaluateAll((nodes) =>
    nodes.map((n) => n.getAttribute('data-block-unknown')),
  );
  if (unknown.length > 0) problems.push(`unknown block placeholder: ${unknown.join(', ')}`);
  const text = await page.locator('body').innerText();
  for (const errorText of errorTexts(preset)) {
    if (text.toLowerCase().includes(errorText.toLowerCase())) problems.push(`shows "${errorText}"`);
  }
  const rawKey = rawKeyPattern.exec(text);
  if (rawKey) problems.push(`untranslated key "${rawKey[0]}"`);
  return problems;
}

type Who = 'visitor' | 'member';

/**
 * Visits paths in sequence on one page (client-side navigation after the first load), collecting
 * every problem instead of stopping at the first. axe scans the whole page on the first screen of
 * each layout (header, menu, footer, sidebar) and only `main` after that: the frame is the same.
 */
function routeWalker(page: Page, preset: PresetName, who: Who) {
  const inFlight = trackRequests(page);
  const takeErrors = watchErrors(page);
  const failures: string[] = [];
  const scannedFrames = new Set<string>();
  return {
    failures,
    /** `deepLink`: open the URL afresh (a link from an e-mail) instead of navigating in the app. */
    async visit(path: string, layout: string, deepLink = false) {
      const started = Date.now();
      if (deepLink) await page.goto(path);
      else await navigate(page, path);
      const problems = await screenProblems(page, preset, inFlight);
      const url = new URL(page.url());
      if (url.pathname !== path) problems.push(`redirected to ${url.pathname}`);
      problems.push(...takeErrors());
      const rendered = Date.now();
      const frames = page.locator('main iframe[sandbox]');
      if ((await frames.count()) > 0 && !(await frames.first().getAttribute('title'))) problems.push('HTML frame without a title');
      const heading = (await page.locator('h1').first().textContent({ timeout: 300 }).catch(() => null))?.trim();
      const whole = !scannedFrames.has(layout);
      scannedFrames.add(layout);
      problems.push(...(await axeViolations(page, whole ? undefined : 'main')).map((v) => `axe ${v}`));
      const outcome = problems.length ? `FAIL\n      ${problems.join('\n      ')}` : 'ok';
      console.log(`${preset} ${page.viewportSize()?.width}px ${who} ${path} [${layout}] "${heading ?? 'no h1'}" ${rendered - started}+${Date.now() - rendered} ms: ${outcome}`);
      failures.push(...problems.map((problem) => `${who} ${path}: ${problem}`));
    },
  };
}

/** Every screen is walked at phone and desktop width (the spec's two checked sizes). */
const widths = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

for (const preset of presets) for (const viewport of widths) {
  test.describe(`${preset} at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('signed out: language of GENERAL.lang, every visitor route renders without errors or axe violations', async ({ page, demo }) => {
      test.setTimeout(180_000);
      await demo.reset(preset);
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', expectedHtmlLang(preset));
      const ids = await routeIds(page, await signInByApi(page, 'verified'));
      // A visitor who has just asked for a sign-in code: /otp-verify is a screen only then (opened
      // without a pending request it goes back to the phone entry).
      await page.evaluate((phone) => {
        localStorage.removeItem('auth');
        sessionStorage.setItem('portal.sms-phone', phone);
      }, accounts.verified.phone);
      const walker = routeWalker(page, preset, 'visitor');
      for (const route of openRoutes(preset, false)) {
        const path = concretePath(route.path, ids);
        if (path) await walker.visit(path, route.layout, path !== route.path);
        else walker.failures.push(`visitor ${route.path}: no id in the demo data`);
      }
      expect(walker.failures, `${preset}: failing visitor routes`).toEqual([]);
    });

    test('signed in: header colours of HEADER, every member route renders without errors or axe violations', async ({ page, demo }) => {
      test.setTimeout(180_000);
      await demo.reset(preset);
      await page.goto('/');
      const ids = await routeIds(page, await signInByApi(page, 'verified'));
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', expectedHtmlLang(preset));
      const header = presetSection(preset, 'HEADER') as { background: string; border: string };
      const bar = page.locator('header').first();
      await expect(bar).toHaveCSS('background-color', hexToRgb(header.background));
      await expect(bar).toHaveCSS('border-bottom-color', hexToRgb(header.border));
      const walker = routeWalker(page, preset, 'member');
      for (const route of openRoutes(preset, true)) {
        if (route.access === 'public' || route.access === 'visitor') continue; // walked signed out
        const path = concretePath(route.path, ids);
        if (path) await walker.visit(path, route.layout, path !== route.path);
        else walker.failures.push(`member ${route.path}: no id in the demo data`);
      }
      expect(walker.failures, `${preset}: failing member routes`).toEqual([]);
    });
  });
}

test('web off (minimal-gb): only sign-in, registration, profile and consent routes exist; / shows the profile', async ({ page, demo }) => {
  await demo.reset('minimal-gb');
  expect(presetSettings('minimal-gb').web).toBe(false);
  expect(absentPaths('minimal-gb')).toEqual(expect.arrayContaining(['/coupons', '/rewards', '/news', '/card', '/profile']));
  await page.goto('/coupons');
  await expect(page).toHaveURL(/\/coupons$/);
  await expect(page.getByRole('alert')).toHaveText('This page does not exist.');
  await signInByApi(page, 'verified');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(page.getByText('verified@demo.test')).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link', { name: /coupons|rewards|news/i })).toHaveCount(0);
  for (const path of ['/coupons', '/rewards', '/card', '/news']) {
    await navigate(page, path);
    await expect(page.getByRole('alert')).toHaveText('This page does not exist.');
    await expect(page.getByRole('heading', { level: 1, name: /coupons|rewards|card|news/i })).toHaveCount(0);
  }
});
