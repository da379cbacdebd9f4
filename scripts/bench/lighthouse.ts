import { execFile } from 'node:child_process';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromium } from '@playwright/test';
import { chromiumArgs } from '../../playwright.config.ts';

const run = promisify(execFile);
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export type LighthouseRun = { score: number; lcp: number; tbt: number; fcp: number };
export type LighthouseReport = { url: string; throttling: string; runs: LighthouseRun[]; median: LighthouseRun };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

/** Signs a demo member in once in a Chromium profile, so Lighthouse can open member pages. */
export async function signedInProfile(baseUrl: string, profileDir: string, email: string, password: string) {
  await rm(profileDir, { recursive: true, force: true });
  const context = await chromium.launchPersistentContext(profileDir, { executablePath: chromePath, args: chromiumArgs });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/pass-login`);
  await page.getByLabel(/e-?mail/i).fill(email);
  await page.getByLabel(/password/i).first().fill(password);
  await page.getByRole('button', { name: /sign in|log in/i }).click();
  await page.waitForURL((url) => !url.pathname.includes('login'), { timeout: 15_000 });
  await context.close();
}

export async function lighthouseMedian(
  url: string,
  options: { runs?: number; outDir: string; profileDir?: string; throttling?: 'simulate' | 'devtools' },
): Promise<LighthouseReport> {
  const runs: LighthouseRun[] = [];
  const throttling = options.throttling ?? 'simulate';
  await mkdir(options.outDir, { recursive: true });
  const flags = [...chromiumArgs];
  if (options.profileDir) flags.push(`--user-data-dir=${options.profileDir}`);
  for (let i = 0; i < (options.runs ?? 5); i += 1) {
    const output = path.join(options.outDir, `lh-${i}`);
    await run(
      'npx',
      [
        'lighthouse', url, `--chrome-flags=${flags.join(' ')}`, '--only-categories=performance',
        `--throttling-method=${throttling}`, '--output=json', `--output-path=${output}.json`, '--quiet',
        ...(options.profileDir ? ['--disable-storage-reset'] : []),
      ],
      { env: { ...process.env, CHROME_PATH: chromePath }, maxBuffer: 64 * 1024 * 1024 },
    );
    const report = JSON.parse(await readFile(`${output}.json`, 'utf8')) as {
      categories: { performance: { score: number } };
      audits: Record<string, { numericValue?: number }>;
    };
    runs.push({
      score: Math.round(report.categories.performance.score * 100),
      lcp: Math.round(report.audits['largest-contentful-paint']?.numericValue ?? NaN),
      tbt: Math.round(report.audits['total-blocking-time']?.numericValue ?? NaN),
      fcp: Math.round(report.audits['first-contentful-paint']?.numericValue ?? NaN),
    });
  }
  return {
    url,
    throttling,
    runs,
    median: {
      score: median(runs.map((r) => r.score)),
      lcp: median(runs.map((r) => r.lcp)),
      tbt: median(runs.map((r) => r.tbt)),
      fcp: median(runs.map((r) => r.fcp)),
    },
  };
}
