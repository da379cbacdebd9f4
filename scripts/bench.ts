// Benchmarks for DESIGN.md section 7 (not timed tests): bundle sizes, Lighthouse median of 5 on /
// and /coupons, and the engine's own timings. `npm run bench -- [--only bundle,lighthouse,...]
// [--runs 5]`. Builds first if dist/ is missing; writes bench-results/report.json.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureBundle } from './bench/bundle.ts';
import { benchCouponList } from './bench/coupon-list.ts';
import { lighthouseMedian, signedInProfile } from './bench/lighthouse.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'bench-results');
const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(`--${name}`);
  return at === -1 ? undefined : args[at + 1];
};
const only = new Set((option('only') ?? 'bundle,coupons,lighthouse').split(','));
const runs = Number(option('runs') ?? 5);
const port = Number(option('port') ?? 4399);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

async function startServer(): Promise<() => void> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/demo-server.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const up = await fetch(`http://127.0.0.1:${port}/portal.config.json`).then((r) => r.ok).catch(() => false);
    if (up) return () => child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error('demo server did not start');
}

async function main() {
  await mkdir(out, { recursive: true });
  if (!existsSync(path.join(root, 'dist/.vite/manifest.json'))) {
    await new Promise<void>((resolve, reject) =>
      spawn('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).on('exit', (code) => (code === 0 ? resolve() : reject(new Error('build failed')))),
    );
  }
  const report: Record<string, unknown> = { date: new Date().toISOString() };

  if (only.has('bundle')) {
    const bundle = await measureBundle(path.join(root, 'dist'));
    report.bundle = bundle;
    console.info(`First-route JS: ${kb(bundle.firstRouteJsGzip)} gzip (${bundle.firstRouteFiles.length} files; budget 160 kB)`);
    for (const chunk of bundle.chunks.slice(0, 12)) console.info(`  ${kb(chunk.gzip).padStart(9)}  ${chunk.sources}`);
  }

  const base = `http://127.0.0.1:${port}`;
  if (only.has('coupons')) {
    const stop = await startServer();
    try {
      const list = await benchCouponList(base, 1000);
      report.couponList = list;
      console.info(
        `Coupon list: ${list.coupons} tiles in ${list.pages} pages; first page ${list.firstPageMs} ms after navigation; ` +
          `append page 2 ${list.appendMs.page2} ms, page 50 ${list.appendMs.page50} ms (median ${list.appendMs.median}, max ${list.appendMs.max})`,
      );
      console.info(`Config validation at boot (ten sections, in Chromium): ${list.configValidationMs} ms`);
      console.info(
        `  ticking with all tiles mounted: ${list.ticking.tileMutationsPerSecond} DOM mutations/s in the list ` +
          `(${list.ticking.countdownsOnScreen} countdowns on screen), frames mean ${list.ticking.meanFrameMs} ms, max ${list.ticking.maxFrameMs} ms`,
      );
    } finally {
      stop();
    }
  }

  if (only.has('lighthouse')) {
    const stop = await startServer();
    try {
      const profileDir = path.join(out, 'profile');
      await signedInProfile(base, profileDir, 'verified@demo.test', 'Demo1234');
      const pages = [
        { name: 'home (signed out: sign-in)', url: `${base}/` },
        { name: '/coupons (signed in)', url: `${base}/coupons`, profileDir },
      ];
      const results = [];
      for (const pageSpec of pages) {
        for (const throttling of ['simulate', 'devtools'] as const) {
          const result = await lighthouseMedian(pageSpec.url, {
            runs,
            outDir: path.join(out, 'lighthouse'),
            profileDir: pageSpec.profileDir,
            throttling,
          });
          results.push({ name: pageSpec.name, ...result });
          console.info(
            `Lighthouse ${pageSpec.name} [${throttling}]: median score ${result.median.score}, LCP ${result.median.lcp} ms, ` +
              `TBT ${result.median.tbt} ms (runs: ${result.runs.map((r) => r.score).join(', ')})`,
          );
        }
      }
      report.lighthouse = results;
    } finally {
      stop();
    }
  }

  await writeFile(path.join(out, 'report.json'), JSON.stringify(report, null, 2));
  console.info(`Report: ${path.relative(root, path.join(out, 'report.json'))}`);
}

await main();
