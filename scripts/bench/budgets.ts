// The first-screen budgets (docs/performance.md "Budgets"): Lighthouse mobile, simulated throttling,
// each row's page against its static twin, run pairs interleaved (twin, page, twin, page… row after
// row, run after run) so the machine's load falls on both alike. Rows:
// - cold `/` of the default channel, and cold `/pass-login` of another channel, opened on that
//   channel's host (`<preset>.localhost:<port>`, how the demo names a host's channel), both from a
//   fresh profile against the cold twin;
// - a returning member's `/coupons` (signed in, the page opened once, service worker, HTTP cache and
//   storage kept) and a returning visitor's `/`, each against its twin's own repeat visit.
// Whatever build is in dist/ is measured; the twins are captured from it first (floor.ts).
import path from 'node:path';
import { channelOfHost } from '../../src/mocks/served-channel.ts';
import { launch, machineLoad, screens, signIn, type ScreenSpec } from './browser.ts';
import { breakdownTable, budgetTable, bundleRow, clsRow, ratioRow, scoreRow, speedIndexRow, tbtRow, type RatioRow, type RunFigures, type SummaryRow } from './budget-verdict.ts';
import { captureFloor } from './floor.ts';
import { lighthouseRun } from './lighthouse.ts';
import { visitOnce } from './repeat-visit.ts';

export const budgets = { coldRatio: 1.3, channelRatio: 1.3, returningMemberRatio: 1.3, returningVisitorRatio: 1.1, minScore: 98, maxTbtMs: 100, maxCls: 0.02, speedIndexRatio: 1.3, firstRouteKb: 180.3 };

const home = screens.find((s) => s.name === 'home')!;
const coupons = screens.find((s) => s.name === 'coupons')!;

/** `/pass-login` signed out: the password field shows it is there (any language). */
const passLogin = (channel: string): ScreenSpec => ({
  name: `pass-login-${channel}`,
  path: '/pass-login',
  signedIn: false,
  ready: (page) => page.locator('input[type="password"]').first().waitFor(),
});

/** The channel's host on the demo server: `<preset>.localhost:<port>`; throws unless the demo serves that channel there. */
export function channelBase(base: string, channel: string): string {
  const url = new URL(base);
  const host = `${channel}.localhost:${url.port}`;
  if (channel === 'default' || channelOfHost(host) === null) {
    throw new Error(`--channel ${channel}: not a preset in channel-presets/ other than default (e.g. drugstore-pl, fuel-cz)`);
  }
  return `${url.protocol}//${host}`;
}

export type Twins = { home: string; coupons: string; passLogin: string };

/** Captures the three twins into `twinDir` (served under /__floor/ by a server started with DEMO_FLOOR_DIR=twinDir). */
export async function captureTwins(base: string, channel: string, twinDir: string): Promise<Twins> {
  const browser = await launch();
  const state = await signIn(browser, base).finally(() => browser.close());
  return {
    home: await captureFloor(base, home, undefined, twinDir),
    coupons: await captureFloor(base, coupons, state, twinDir),
    passLogin: await captureFloor(channelBase(base, channel), passLogin(channel), undefined, twinDir),
  };
}

type RowSpec = { key: string; measure: string; url: string; twinUrl: string; maxRatio: number; profile?: string; twinProfile?: string };

const failed: RunFigures = { score: NaN, lcp: NaN, tbt: NaN, fcp: NaN, cls: NaN, si: NaN, benchmarkIndex: NaN };

export type BudgetsReport = {
  channel: string;
  runs: number;
  targets: typeof budgets;
  rows: RatioRow[];
  summary: SummaryRow[];
  table: string[];
  breakdown: string[];
  load: { before: string; after: string };
};

export async function measureBudgets(options: {
  base: string;
  channel: string;
  twins: Twins;
  runs: number;
  outDir: string;
  firstRoute: { gzipBytes: number; files: number };
}): Promise<BudgetsReport> {
  const { base, channel, twins, runs, outDir } = options;
  const other = channelBase(base, channel);
  const profile = (name: string) => path.join(outDir, `budgets-${name}`);
  const rows: RowSpec[] = [
    { key: 'cold-home', measure: 'cold `/`: LCP / twin', url: `${base}/`, twinUrl: `${base}${twins.home}`, maxRatio: budgets.coldRatio },
    {
      key: `cold-pass-login-${channel}`,
      measure: `cold \`/pass-login\` of ${channel}: LCP / twin`,
      url: `${other}/pass-login`,
      twinUrl: `${other}${twins.passLogin}`,
      maxRatio: budgets.channelRatio,
    },
    {
      key: 'member-coupons',
      measure: "returning member's `/coupons`: LCP / twin (warm)",
      url: `${base}/coupons`,
      twinUrl: `${base}${twins.coupons}`,
      maxRatio: budgets.returningMemberRatio,
      profile: profile('member-coupons-portal'),
      twinProfile: profile('member-coupons-twin'),
    },
    {
      key: 'visitor-home',
      measure: "returning visitor's `/`: LCP / twin (warm)",
      url: `${base}/`,
      twinUrl: `${base}${twins.home}`,
      maxRatio: budgets.returningVisitorRatio,
      profile: profile('visitor-home-portal'),
      twinProfile: profile('visitor-home-twin'),
    },
  ];
  // The returning rows' profiles: the page opened once (the member signed in first), the twin too.
  // The settle lets a throttled persister write the member's data before the profile closes.
  for (const row of rows) {
    if (row.profile) await visitOnce(base, row.url, row.profile, row.key === 'member-coupons', true, 2000);
    if (row.twinProfile) await visitOnce(base, row.twinUrl, row.twinProfile, false, false);
  }

  const before = machineLoad();
  const figures = new Map(rows.map((row) => [row.key, { portal: [] as RunFigures[], twin: [] as RunFigures[], load: [] as string[] }]));
  const measure = async (url: string, file: string, profileDir?: string, artifactsDir?: string): Promise<RunFigures> => {
    try {
      return await lighthouseRun(url, { outFile: path.join(outDir, 'lighthouse', file), throttling: 'simulate', profileDir, artifactsDir });
    } catch (error) {
      console.error(`  Lighthouse failed on ${url}: ${(error as Error).message.split('\n')[0]}`);
      return failed;
    }
  };
  for (let i = 0; i < runs; i += 1) {
    for (const row of rows) {
      const entry = figures.get(row.key)!;
      const load = machineLoad();
      entry.load.push(load);
      entry.twin.push(await measure(row.twinUrl, `budgets-${row.key}-twin-${i}.json`, row.twinProfile));
      // Each page run keeps its artifacts: `npx tsx scripts/bench/lantern-waterfall.ts <dir>` replays it.
      const artifacts = path.join(outDir, 'lighthouse', `budgets-${row.key}-page-${i}-artifacts`);
      entry.portal.push(await measure(row.url, `budgets-${row.key}-page-${i}.json`, row.profile, artifacts));
      const [twin, page] = [entry.twin.at(-1)!, entry.portal.at(-1)!];
      console.info(
        `  run ${i + 1}/${runs} ${row.key}: twin LCP ${twin.lcp} ms, page LCP ${page.lcp} ms, score ${page.score}, TBT ${page.tbt} ms, ` +
          `CLS ${page.cls}, SI ${page.si} ms (twin ${twin.si} ms) ` +
          `(load ${load}; CPU benchmark index twin ${twin.benchmarkIndex}, page ${page.benchmarkIndex})`,
      );
    }
  }
  const after = machineLoad();

  const ratioRows = rows.map((row) => {
    const { portal, twin, load } = figures.get(row.key)!;
    return ratioRow(row.measure, { url: row.url, twinUrl: row.twinUrl }, portal, twin, row.maxRatio, load);
  });
  const summary = [
    scoreRow(ratioRows, budgets.minScore),
    tbtRow(ratioRows, budgets.maxTbtMs),
    clsRow(ratioRows, budgets.maxCls),
    speedIndexRow(ratioRows, budgets.speedIndexRatio),
    bundleRow(options.firstRoute.gzipBytes, budgets.firstRouteKb, options.firstRoute.files),
  ];
  const table = budgetTable(ratioRows, summary);
  console.info(`Budgets (Lighthouse mobile, simulated, median of ${runs}, interleaved with the static twins; load ${before} -> ${after}):`);
  for (const line of table) console.info(`  ${line}`);
  console.info("Lighthouse's breakdown (medians; CLS every run):");
  for (const line of breakdownTable(ratioRows)) console.info(`  ${line}`);
  const over = [...ratioRows, ...summary].filter((r) => r.verdict === 'over').length;
  console.info(`  ${over === 0 ? 'every budget met' : `${over} of ${ratioRows.length + summary.length} over`} (machine load 1/5/15 min ${before} -> ${after})`);
  return { channel, runs, targets: budgets, rows: ratioRows, summary, table, breakdown: breakdownTable(ratioRows), load: { before, after } };
}
