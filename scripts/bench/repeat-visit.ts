// A returning visitor: Lighthouse on a Chromium profile that has opened the page once before, with
// storage kept (`--disable-storage-reset`): the service worker installed and its precache filled,
// the HTTP cache warm, the member still signed in. The static twin is measured the same way, so the
// ratio compares two repeat visits; the cold twin is printed beside it.
import path from 'node:path';
import { rm } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { chromiumArgs } from '../../playwright.config.ts';
import { chromePath, signInOnPage, type ScreenSpec } from './browser.ts';
import { lighthouseRun, median, medianRun, type LighthouseRun } from './lighthouse.ts';

/**
 * Opens `url` once in a fresh profile (signed in first when asked) and waits for the service worker
 * to control it; `settleMs` after the last load lets throttled writes (a query persister) land.
 */
export async function visitOnce(base: string, url: string, profileDir: string, signedIn: boolean, serviceWorker: boolean, settleMs = 0) {
  await rm(profileDir, { recursive: true, force: true });
  const context = await chromium.launchPersistentContext(profileDir, { executablePath: chromePath, args: chromiumArgs });
  try {
    const page = await context.newPage();
    if (signedIn) await signInOnPage(page, base, 'verified@demo.test', 'Demo1234');
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    // The portal registers its worker after load and an idle moment; clientsClaim() then takes the page.
    if (serviceWorker) await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 60_000 });
    await page.reload();
    await page.waitForLoadState('networkidle');
    if (settleMs) await page.waitForTimeout(settleMs);
  } finally {
    await context.close();
  }
}

export type RepeatResult = { screen: string; portal: LighthouseRun; twin: LighthouseRun; portalRuns: LighthouseRun[]; twinRuns: LighthouseRun[]; ratio: number };

export async function repeatVisits(base: string, screens: ScreenSpec[], floors: Record<string, string>, runs: number, outDir: string): Promise<RepeatResult[]> {
  const results: RepeatResult[] = [];
  for (const screen of screens) {
    const portalProfile = path.join(outDir, `repeat-${screen.name}-portal`);
    const twinProfile = path.join(outDir, `repeat-${screen.name}-twin`);
    await visitOnce(base, `${base}${screen.path}`, portalProfile, screen.signedIn, true);
    await visitOnce(base, `${base}${floors[screen.name]}`, twinProfile, false, false);
    const portalRuns: LighthouseRun[] = [];
    const twinRuns: LighthouseRun[] = [];
    for (let i = 0; i < runs; i += 1) {
      const outFile = (kind: string) => path.join(outDir, 'lighthouse', `${screen.name}-repeat-${kind}-${i}.json`);
      // Each portal run keeps its artifacts: `npx tsx scripts/bench/lantern-waterfall.ts <dir>` replays it.
      const artifactsDir = path.join(outDir, 'lighthouse', `${screen.name}-repeat-portal-${i}-artifacts`);
      portalRuns.push(await lighthouseRun(`${base}${screen.path}`, { outFile: outFile('portal'), throttling: 'simulate', profileDir: portalProfile, artifactsDir }));
      twinRuns.push(await lighthouseRun(`${base}${floors[screen.name]}`, { outFile: outFile('twin'), throttling: 'simulate', profileDir: twinProfile }));
    }
    const portal = medianRun(portalRuns);
    const twin = medianRun(twinRuns);
    const ratio = Math.round((portal.lcp / twin.lcp) * 100) / 100;
    results.push({ screen: screen.path, portal, twin, portalRuns, twinRuns, ratio });
    console.info(
      `Repeat visit ${screen.path} [simulate]: score ${portal.score} (runs ${portalRuns.map((r) => r.score).join(', ')}), LCP ${portal.lcp} ms ` +
        `(runs ${portalRuns.map((r) => r.lcp).join(', ')}); twin's repeat visit LCP ${twin.lcp} ms -> ratio ${ratio} ` +
        `(median of per-run ratios ${median(portalRuns.map((r, k) => r.lcp / twinRuns[k]!.lcp)).toFixed(2)})`,
    );
  }
  return results;
}
