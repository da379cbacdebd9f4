// Benchmarks for DESIGN.md section 7 (not timed tests). `npm run bench -- [--only a,b] [--runs 5]
// [--port 4399] [--throttling simulate]`, sections: bundle (first-route JS from what index.html loads), sources (the same
// split by library and source file, from a source-mapped build), boot (LCP, CLS,
// request waves, long tasks under 4x CPU), waves (only the request waves, every request listed), profile (boot main-thread time per cause under 4x CPU),
// interactions (tap -> dialog, keystroke -> frame, main-menu route change -> new heading under 4x CPU), coupons (the 1,000-coupon list),
// lighthouse (portal interleaved with its static-floor twin, simulated and devtools throttling),
// repeat (the same, simulated, on a profile that has opened the page once: a returning visitor),
// budgets (the first-screen budgets table: cold `/`, cold `/pass-login` of `--channel` (default
// drugstore-pl) on its host, a returning member's `/coupons`, a returning visitor's `/`, each LCP over
// its static twin's, scores, TBT and first-route JS, each against its target; scripts/bench/budgets.ts),
// service (channel document req/s and p99 at concurrency 20: the demo, the channel service, and
// the service behind nginx; ports --port to --port + 2; then the scale bench: 1,000 channels on one
// PostgreSQL, two instances behind nginx, ports --port + 3 to + 6, scripts/bench/scale.ts; the database
// server from --database-url, BENCH_DATABASE_URL or TEST_DATABASE_URL, else a throwaway cluster;
// not in the default set), scale (only the scale bench).
// Builds first if dist/ is missing; writes bench-results/report.json.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch, machineLoad, screens, signIn } from './bench/browser.ts';
import { measureBoot, type BootMetrics } from './bench/boot.ts';
import { measureBundle } from './bench/bundle.ts';
import { measureBundleSources } from './bench/bundle-sources.ts';
import { benchCouponList } from './bench/coupon-list.ts';
import { captureFloor } from './bench/floor.ts';
import { measureInteractions, printInteractions } from './bench/interactions.ts';
import { lighthouseRun, median, medianRun, signedInProfile, type LighthouseRun, type Throttling } from './bench/lighthouse.ts';
import { printProfile, profileBoot, type ProfileOptions } from './bench/profile.ts';
import { repeatVisits } from './bench/repeat-visit.ts';
import { benchScale } from './bench/scale.ts';
import { benchService } from './bench/service.ts';
import { captureTwins, measureBudgets } from './bench/budgets.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'bench-results');
const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(`--${name}`);
  return at === -1 ? undefined : args[at + 1];
};
const only = new Set((option('only') ?? 'bundle,boot,profile,interactions,coupons,lighthouse,repeat,budgets').split(','));
const runs = Number(option('runs') ?? 5);
const port = Number(option('port') ?? process.env.BENCH_PORT ?? 4399);
const base = `http://127.0.0.1:${port}`;
// `--throttling simulate` (or `devtools`): one Lighthouse phase instead of both.
const throttlings = (option('throttling') ?? 'simulate,devtools').split(',') as Throttling[];
const channel = option('channel') ?? 'drugstore-pl';
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

const exec = (command: string, argv: string[]) =>
  new Promise<void>((resolve, reject) =>
    spawn(command, argv, { cwd: root, stdio: 'inherit' }).on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} failed`)))),
  );

async function startServer(env: Record<string, string> = {}): Promise<() => void> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/demo-server.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // Generous: on the shared machine the demo (PGlite, the presets, the build in memory) can take a minute to start.
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const up = await fetch(`${base}/portal.config.json`).then((r) => r.ok).catch(() => false);
    if (up) return () => child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error('demo server did not start');
}

async function withServer<T>(env: Record<string, string>, body: () => Promise<T>): Promise<T> {
  const stop = await startServer(env);
  try {
    return await body();
  } finally {
    stop();
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

async function bootSection(): Promise<BootMetrics[]> {
  const result: BootMetrics[] = [];
  await withServer({}, async () => {
    const browser = await launch();
    const state = await signIn(browser, base).finally(() => browser.close());
    for (const screen of screens) {
      const samples: BootMetrics[] = [];
      for (let i = 0; i < 3; i += 1) samples.push(await measureBoot(base, screen, state));
      const mid = samples.sort((a, b) => a.lcpMs - b.lcpMs)[1]!;
      const waved = await measureBoot(base, screen, state, { waves: true, settleMs: 500 });
      Object.assign(mid, { waves: waved.waves, wavesDetail: waved.wavesDetail, wavesFull: waved.wavesFull, wavesBeforeLcpDone: waved.wavesBeforeLcpDone });
      result.push(mid);
      console.info(
        `Boot ${screen.path} (4x CPU, median LCP of 3): LCP ${mid.lcpMs} ms [${mid.lcpElement}], CLS ${mid.cls} (runs ${samples.map((s) => s.cls).join(', ')}), ` +
          `${mid.waves} request waves after the HTML before LCP (${mid.wavesBeforeLcpDone} among requests finished before it; ${400} ms round trips, no CPU throttling), JS before LCP ${kb(mid.jsBeforeLcp.encodedBytes)} on the wire in ${mid.jsBeforeLcp.files} files, ` +
          `long tasks ${mid.longTasks.count} (${mid.longTasks.totalMs} ms, max ${mid.longTasks.maxMs} ms)`,
      );
      mid.wavesDetail.forEach((w) => console.info(`    wave ${w}`));
      for (const shift of mid.shifts.filter((s) => s.value >= 0.001)) console.info(`    shift ${shift.value} at ${shift.at} ms: ${shift.sources.join('; ')}`);
      if (Object.keys(mid.marks).length) console.info(`    marks: ${JSON.stringify(mid.marks)}`);
    }
  });
  return result;
}

/** Only the request waves (400 ms round trips, no CPU throttling), each request named: quick, load-independent. */
async function wavesSection() {
  return withServer({}, async () => {
    const browser = await launch();
    const state = await signIn(browser, base).finally(() => browser.close());
    const result = [];
    for (const screen of screens) {
      const waved = await measureBoot(base, screen, state, { waves: true, settleMs: 500 });
      result.push({ screen: screen.path, waves: waved.waves, wavesBeforeLcpDone: waved.wavesBeforeLcpDone, byWave: waved.wavesFull });
      console.info(
        `Waves ${screen.path}: ${waved.waves} after the HTML among requests started before LCP, ${waved.wavesBeforeLcpDone} among those finished before it ` +
          `(LCP ${waved.lcpMs} ms at 400 ms round trips) [${waved.lcpElement}]`,
      );
      waved.wavesFull.forEach((inWave, i) => console.info(`    wave ${i + 1} (${inWave.length}): ${inWave.join(' ')}`));
    }
    return result;
  });
}

async function sourcesSection() {
  const distDir = path.join(out, 'dist-sources');
  await exec('npx', ['vite', 'build', '--sourcemap', 'hidden', '--outDir', distDir, '--emptyOutDir', '--logLevel', 'warn']);
  const files = await measureBundleSources(distDir, distDir);
  const byPackage = new Map<string, number>();
  for (const { file, gzip, sources } of files) {
    console.info(`  ${kb(gzip).padStart(9)}  ${file}`);
    for (const s of sources.slice(0, 12)) console.info(`      ${kb(s.gzip).padStart(9)} (${kb(s.marginal)} marginal)  ${s.source}`);
    for (const s of sources) {
      const key = /^src\//.test(s.source) ? `ours: ${s.source.split('/').slice(0, 2).join('/')}/` : s.source;
      byPackage.set(key, (byPackage.get(key) ?? 0) + s.gzip);
    }
  }
  const totals = [...byPackage].sort((a, b) => b[1] - a[1]).map(([name, gzip]) => `${name} ${kb(gzip)}`);
  console.info(`  by package: ${totals.join(' · ')}`);
  return files;
}

async function profileSection() {
  const distDir = path.join(out, 'dist-profile');
  const mapsDir = path.join(out, 'dist-profile-maps');
  await exec('npx', ['vite', 'build', '--sourcemap', 'hidden', '--outDir', distDir, '--emptyOutDir', '--logLevel', 'warn']);
  // The maps stay out of the served folder (the server would spend seconds compressing them).
  await rm(mapsDir, { recursive: true, force: true });
  await mkdir(path.join(mapsDir, 'assets'), { recursive: true });
  for (const file of await readdir(path.join(distDir, 'assets'))) {
    if (file.endsWith('.map')) await rename(path.join(distDir, 'assets', file), path.join(mapsDir, 'assets', file));
  }
  return withServer({ DEMO_DIST_DIR: distDir }, async () => {
    const browser = await launch();
    const state = await signIn(browser, base).finally(() => browser.close());
    const profiles = [];
    // Cold boots, then the returning member's `/coupons` (the budgets' row: the page opened once
    // before, service worker and HTTP cache warm), recorded until 6 s after its first coupon
    // (the PWA's start and the work after the first screen are in Lighthouse's TBT window too).
    const runsOf: Array<{ screen: (typeof screens)[number]; label: string; options: ProfileOptions }> = [
      ...screens.map((screen) => ({ screen, label: screen.path, options: {} })),
      ...screens.filter((s) => s.name === 'coupons').map((screen) => ({
        screen,
        label: `${screen.path} (returning member)`,
        options: { returningProfileDir: path.join(out, 'profile-returning'), settleMs: 6_000 },
      })),
    ];
    for (const { screen, label, options } of runsOf) {
      const profile = { ...(await profileBoot(base, mapsDir, screen, state, options)), screen: label };
      profiles.push(profile);
      printProfile(profile, label, options.settleMs);
    }
    return profiles;
  });
}

const floorDir = path.join(out, 'floor');

/** Captures each screen's static twin into bench-results/floor/ (served under /__floor/). */
function captureFloors() {
  return withServer({}, async () => {
    const browser = await launch();
    const state = await signIn(browser, base).finally(() => browser.close());
    const urls: Record<string, string> = {};
    for (const screen of screens) urls[screen.name] = await captureFloor(base, screen, state, floorDir);
    return urls;
  });
}

async function repeatSection() {
  const floors = await captureFloors();
  return withServer({ DEMO_FLOOR_DIR: floorDir }, async () => {
    const loadBefore = machineLoad();
    const results = await repeatVisits(base, screens, floors, runs, out);
    return { results, load: { before: loadBefore, after: machineLoad() } };
  });
}

async function lighthouseSection() {
  const floors = await captureFloors();
  return withServer({ DEMO_FLOOR_DIR: floorDir }, async () => {
    const profileDir = path.join(out, 'profile');
    await signedInProfile(base, profileDir);
    const results = [];
    for (const throttling of throttlings) {
      const loadBefore = machineLoad();
      const runsOf: Record<string, { portal: LighthouseRun[]; floor: LighthouseRun[] }> = {};
      // Interleaved: portal and its floor back to back, screen after screen, run after run.
      for (let i = 0; i < runs; i += 1) {
        for (const screen of screens) {
          const entry = (runsOf[screen.name] ??= { portal: [], floor: [] });
          const outFile = (kind: string) => path.join(out, 'lighthouse', `${screen.name}-${kind}-${throttling}-${i}.json`);
          const profile = screen.signedIn ? profileDir : undefined;
          entry.portal.push(await lighthouseRun(`${base}${screen.path}`, { outFile: outFile('portal'), throttling, profileDir: profile }));
          entry.floor.push(await lighthouseRun(`${base}${floors[screen.name]}`, { outFile: outFile('floor'), throttling }));
        }
      }
      const loadAfter = machineLoad();
      for (const screen of screens) {
        const { portal, floor } = runsOf[screen.name]!;
        const m = medianRun(portal);
        const f = medianRun(floor);
        const ratio = Math.round((m.lcp / f.lcp) * 100) / 100;
        results.push({ screen: screen.path, throttling, portal: { median: m, runs: portal }, floor: { median: f, runs: floor }, lcpRatio: ratio, load: { before: loadBefore, after: loadAfter } });
        console.info(
          `Lighthouse ${screen.path} [${throttling}]: score ${m.score} (runs ${portal.map((r) => r.score).join(', ')}), LCP ${m.lcp} ms, TBT ${m.tbt} ms, CLS ${m.cls}, FCP ${m.fcp} ms; ` +
            `floor LCP ${f.lcp} ms (score ${f.score}) -> LCP ratio ${ratio} (median of per-run ratios ${median(portal.map((r, k) => r.lcp / floor[k]!.lcp)).toFixed(2)}); load ${loadBefore} -> ${loadAfter}`,
        );
      }
    }
    return results;
  });
}

async function budgetsSection() {
  const twinDir = path.join(out, 'budget-twins');
  const twins = await withServer({}, () => captureTwins(base, channel, twinDir));
  const bundle = await measureBundle(path.join(root, 'dist'));
  return withServer({ DEMO_FLOOR_DIR: twinDir }, () =>
    measureBudgets({ base, channel, twins, runs, outDir: out, firstRoute: { gzipBytes: bundle.firstRouteJsGzip, files: bundle.firstRouteFiles.length } }),
  );
}

async function main() {
  await mkdir(out, { recursive: true });
  if (!existsSync(path.join(root, 'dist/.vite/manifest.json'))) await exec('npm', ['run', 'build']);
  const report: Record<string, unknown> = { date: new Date().toISOString(), load: machineLoad() };
  console.info(`Machine load (1/5/15 min): ${report.load}`);

  if (only.has('bundle')) {
    const bundle = await measureBundle(path.join(root, 'dist'));
    report.bundle = bundle;
    console.info(`First-route JS (what index.html loads): ${kb(bundle.firstRouteJsGzip)} gzip in ${bundle.firstRouteFiles.length} files (budget 150 kB); ` +
      `with the renderer chunk it starts at once (all JS before the first render): ${kb(bundle.beforeFirstRenderJsGzip)}`);
    for (const chunk of bundle.chunks.slice(0, 12)) console.info(`  ${kb(chunk.gzip).padStart(9)}  ${chunk.sources}${bundle.firstRouteFiles.includes(chunk.file) ? '  [first route]' : ''}`);
  }
  if (only.has('sources')) report.sources = await sourcesSection();
  if (only.has('boot')) report.boot = await bootSection();
  if (only.has('waves')) report.waves = await wavesSection();
  if (only.has('profile')) report.profile = await profileSection();
  if (only.has('interactions')) {
    report.interactions = await withServer({}, async () => {
      const browser = await launch();
      const state = await signIn(browser, base).finally(() => browser.close());
      const result = await measureInteractions(base, state);
      printInteractions(result, machineLoad());
      return result;
    });
  }
  if (only.has('coupons')) {
    report.couponList = await withServer({}, async () => {
      const list = await benchCouponList(base, 1000);
      console.info(
        `Coupon list: ${list.coupons} tiles in ${list.pages} pages; first page ${list.firstPageMs} ms after navigation; ` +
          `append page 2 ${list.appendMs.page2} ms, page 50 ${list.appendMs.page50} ms (median ${list.appendMs.median}, max ${list.appendMs.max})`,
      );
      console.info(`Config validation at boot (ten sections, in Chromium): ${list.configValidationMs} ms`);
      console.info(
        `  ticking with all tiles mounted: ${list.ticking.tileMutationsPerSecond} DOM mutations/s in the list ` +
          `(${list.ticking.countdownsOnScreen} countdowns on screen), frames mean ${list.ticking.meanFrameMs} ms, max ${list.ticking.maxFrameMs} ms`,
      );
      return list;
    });
  }
  if (only.has('lighthouse')) report.lighthouse = await lighthouseSection();
  if (only.has('repeat')) report.repeat = await repeatSection();
  if (only.has('budgets')) report.budgets = await budgetsSection();
  if (only.has('service')) report.service = await benchService(root, port);
  if (only.has('service') || only.has('scale')) {
    report.scale = await benchScale(root, port, option('database-url') ?? (process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined));
  }

  await writeFile(path.join(out, 'report.json'), JSON.stringify(report, null, 2));
  console.info(`Report: ${path.relative(root, path.join(out, 'report.json'))}`);
}

await main();
