import { execFile } from 'node:child_process';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromiumArgs } from '../../playwright.config.ts';
import { chromium } from '@playwright/test';
import { chromePath, signInOnPage } from './browser.ts';

const run = promisify(execFile);

/** `benchmarkIndex`: Lighthouse's CPU benchmark on the machine at that run (lower = a busier machine). */
export type LighthouseRun = { score: number; lcp: number; tbt: number; fcp: number; cls: number; si: number; benchmarkIndex: number };
export type Throttling = 'simulate' | 'devtools';

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

export const medianRun = (runs: LighthouseRun[]): LighthouseRun => ({
  score: median(runs.map((r) => r.score)),
  lcp: median(runs.map((r) => r.lcp)),
  tbt: median(runs.map((r) => r.tbt)),
  fcp: median(runs.map((r) => r.fcp)),
  cls: median(runs.map((r) => r.cls)),
  si: median(runs.map((r) => r.si)),
  benchmarkIndex: median(runs.map((r) => r.benchmarkIndex)),
});

/** Signs the demo member in once in a Chromium profile, so Lighthouse can open member pages. */
export async function signedInProfile(base: string, profileDir: string, email = 'verified@demo.test', password = 'Demo1234') {
  await rm(profileDir, { recursive: true, force: true });
  const context = await chromium.launchPersistentContext(profileDir, { executablePath: chromePath, args: chromiumArgs });
  await signInOnPage(await context.newPage(), base, email, password);
  await context.close();
}

/** One Lighthouse run (mobile, performance only). Never run two at once on this machine. */
export async function lighthouseRun(
  url: string,
  options: { outFile: string; throttling: Throttling; profileDir?: string; artifactsDir?: string },
): Promise<LighthouseRun> {
  await mkdir(path.dirname(options.outFile), { recursive: true });
  const flags = [...chromiumArgs];
  if (options.profileDir) flags.push(`--user-data-dir=${options.profileDir}`);
  await run(
    'npx',
    [
      'lighthouse', url, `--chrome-flags=${flags.join(' ')}`, '--only-categories=performance',
      `--throttling-method=${options.throttling}`, '--output=json', `--output-path=${options.outFile}`, '--quiet',
      ...(options.profileDir ? ['--disable-storage-reset'] : []),
      // The trace and devtools log, for scripts/bench/lantern-waterfall.ts.
      ...(options.artifactsDir ? [`-GA=${options.artifactsDir}`] : []),
    ],
    { env: { ...process.env, CHROME_PATH: chromePath }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(await readFile(options.outFile, 'utf8')) as {
    categories: { performance: { score: number } };
    audits: Record<string, { numericValue?: number }>;
    environment?: { benchmarkIndex?: number };
  };
  const audit = (id: string) => report.audits[id]?.numericValue ?? NaN;
  return {
    score: Math.round(report.categories.performance.score * 100),
    lcp: Math.round(audit('largest-contentful-paint')),
    tbt: Math.round(audit('total-blocking-time')),
    fcp: Math.round(audit('first-contentful-paint')),
    cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
    si: Math.round(audit('speed-index')),
    benchmarkIndex: Math.round(report.environment?.benchmarkIndex ?? NaN),
  };
}
