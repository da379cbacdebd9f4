// Boot profile under 4x CPU: a CPU profile (self time per cause, mapped to sources through the
// build's hidden source maps) and a trace (compile and evaluation per chunk, long tasks, style and
// layout), from navigation until the first content shows plus a short settle.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { chromium, type BrowserContext } from '@playwright/test';
import { chromiumArgs } from '../../playwright.config.ts';
import { chromePath, launch, phoneContext, throttleCpu, type ScreenSpec, type StorageState } from './browser.ts';
import { visitOnce } from './repeat-visit.ts';

type ProfileNode = { id: number; callFrame: { url: string; lineNumber: number; columnNumber: number; functionName: string }; children?: number[] };
type CpuProfile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number };
type TraceEvent = { name: string; ph: string; dur?: number; tid: number; pid: number; ts: number; args?: { data?: { url?: string; frame?: string } } };

export type BootProfile = {
  screen: string;
  mainThreadMs: number;
  /** Self time (ms) per cause, from the CPU profile. */
  byCause: Record<string, number>;
  /** The functions with the most self time, with their source file. */
  topFunctions: Array<{ fn: string; ms: number }>;
  /** Evaluation (module top level and everything it runs synchronously) and compile, per chunk. */
  chunks: Array<{ chunk: string; evaluateMs: number; compileMs: number }>;
  /** Tasks over 50 ms; `blockingMs`: their time over 50 ms, summed (total blocking time without Lighthouse's window). */
  longTasks: { count: number; totalMs: number; maxMs: number; blockingMs: number };
  /**
   * Each long task: when (ms after navigation), how long, what ran in it (self ms per function,
   * rendering events) and for what (`within`: ms per innermost function of our own sources).
   */
  tasks: Array<{ atMs: number; ms: number; runs: string[]; within: string[] }>;
  rendering: { styleMs: number; layoutMs: number; paintMs: number; parseHtmlMs: number };
};

/** The cause of a source file: the issue's categories, then the library's name. */
export function causeOf(source: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1];
  if (pkg) {
    if (/^(react-dom|scheduler|react)$/.test(pkg)) return 'React render/commit';
    if (/styled-components|stylis|@emotion|styled-system/.test(pkg)) return 'styled-components (+ styled-system)';
    if (/i18next/.test(pkg)) return 'i18n';
    if (/^ajv|@rjsf/.test(pkg)) return 'forms (rjsf + ajv)';
    if (pkg === 'react-router') return 'router';
    if (pkg.startsWith('@tanstack')) return 'query';
    return `lib: ${pkg}`;
  }
  if (/src\/generated\/(sections-)?validators|src\/engine\/config\//.test(source)) return 'config validation';
  if (/src\/lib\/i18n\//.test(source)) return 'i18n';
  if (/src\/engine\/theme\//.test(source)) return 'theme (engine)';
  if (/src\/engine\/forms\//.test(source)) return 'forms (rjsf + ajv)';
  return 'engine/app code';
}

class SourceLookup {
  private maps = new Map<string, SourceMapConsumer | null>();
  constructor(private distDir: string) {}
  async load(url: string) {
    if (this.maps.has(url)) return;
    const file = path.join(this.distDir, new URL(url).pathname);
    const raw = await readFile(`${file}.map`, 'utf8').catch(() => null);
    this.maps.set(url, raw ? new SourceMapConsumer(JSON.parse(raw) as RawSourceMap) : null);
  }
  source(url: string, line: number, column: number): string {
    const map = this.maps.get(url);
    if (!map) return url;
    return map.originalPositionFor({ line: line + 1, column }).source ?? url;
  }
}

const chunkName = (url: string) => new URL(url).pathname.replace(/^\/assets\//, '').replace(/-[\w-]{8}\.js$/, '');

export type ProfileOptions = {
  /**
   * A returning visit: the screen opened once before in this Chromium profile directory (the member
   * signed in first; service worker, HTTP cache and storage kept, as the budgets' returning rows do).
   */
  returningProfileDir?: string;
  /** How long to keep recording after the screen is ready (work started after it, such as the PWA's, is in Lighthouse's TBT window too). */
  settleMs?: number;
  /** Where to write the raw recording (`boot.cpuprofile` and `boot.trace.json`, both open in Chrome DevTools' Performance panel). */
  rawDir?: string;
};

/** A phone-sized context on a profile directory that has opened `screen` once. */
async function returningContext(base: string, screen: ScreenSpec, profileDir: string): Promise<BrowserContext> {
  await visitOnce(base, `${base}${screen.path}`, profileDir, screen.signedIn, true, 2000);
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: chromePath,
    args: chromiumArgs,
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
  });
  await context.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
  return context;
}

export async function profileBoot(base: string, distDir: string, screen: ScreenSpec, state?: StorageState, options: ProfileOptions = {}): Promise<BootProfile> {
  const browser = options.returningProfileDir ? null : await launch();
  try {
    const context = browser
      ? await phoneContext(browser, screen.signedIn ? state : undefined)
      : await returningContext(base, screen, options.returningProfileDir!);
    const page = await context.newPage();
    const cdp = await throttleCpu(page, 4);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])));
    const traced = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.start', {
      categories: 'devtools.timeline,v8,v8.execute,blink.user_timing,loading,disabled-by-default-devtools.timeline',
      transferMode: 'ReportEvents',
    });
    await cdp.send('Profiler.start');
    await page.goto(`${base}${screen.path}`);
    await screen.ready(page);
    await page.waitForTimeout(options.settleMs ?? 500);
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
    await cdp.send('Tracing.end');
    await traced;
    await context.close();
    if (options.rawDir) {
      await mkdir(options.rawDir, { recursive: true });
      await writeFile(path.join(options.rawDir, 'boot.cpuprofile'), JSON.stringify(profile));
      await writeFile(path.join(options.rawDir, 'boot.trace.json'), JSON.stringify({ traceEvents: events }));
    }

    // CPU profile: self time per node, attributed through the source maps.
    const lookup = new SourceLookup(distDir);
    const selfUs = new Map<number, number>();
    profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i + 1] ?? 0)));
    const byCause: Record<string, number> = {};
    const byFunction = new Map<string, number>();
    const labelOf = new Map<number, string>();
    for (const node of profile.nodes) {
      const { url, lineNumber, columnNumber, functionName } = node.callFrame;
      let cause: string;
      if (!url) {
        cause = /^\((idle|program|garbage collector)\)$/.test(functionName) ? functionName : 'native calls (DOM, fetch, timers) and harness';
        labelOf.set(node.id, functionName || '(native)');
      } else if (!url.includes('/assets/')) {
        cause = 'native calls (DOM, fetch, timers) and harness';
        labelOf.set(node.id, `${functionName || '(anonymous)'} (harness)`);
      } else {
        await lookup.load(url);
        const source = lookup.source(url, lineNumber, columnNumber);
        cause = causeOf(source);
        const fn = `${functionName || '(anonymous)'} ${source.replace(/.*node_modules\//, '').replace(/.*\/src\//, 'src/')}`;
        labelOf.set(node.id, fn);
        const us = selfUs.get(node.id);
        if (us) byFunction.set(fn, (byFunction.get(fn) ?? 0) + us / 1000);
      }
      const us = selfUs.get(node.id);
      if (us) byCause[cause] = (byCause[cause] ?? 0) + us / 1000;
    }
    delete byCause['(idle)'];
    for (const key of Object.keys(byCause)) byCause[key] = Math.round(byCause[key]!);

    // Trace: the renderer main thread's tasks and what happened in them.
    // The renderer that loaded the screen (a persistent profile has another page open, maybe another renderer).
    const loadedScreen = events.find((e) => e.name === 'navigationStart' && (e.args?.data as { documentLoaderURL?: string } | undefined)?.documentLoaderURL?.startsWith(base));
    const main = events.find(
      (e) => e.name === 'thread_name' && (e as unknown as { args: { name: string } }).args.name === 'CrRendererMain' && (!loadedScreen || e.pid === loadedScreen.pid),
    );
    const onMain = events.filter((e) => main && e.tid === main.tid && e.pid === main.pid && e.ph === 'X' && e.dur !== undefined);
    const ms = (list: TraceEvent[]) => Math.round(list.reduce((a, e) => a + (e.dur ?? 0), 0) / 1000);
    const navigation = loadedScreen?.ts ?? events.find((e) => e.name === 'navigationStart' && main && e.pid === main.pid)?.ts ?? 0;
    const tasks = onMain.filter((e) => e.name === 'RunTask' && e.ts >= navigation);
    const long = tasks.filter((e) => (e.dur ?? 0) > 50_000);
    const perChunk = new Map<string, { evaluateMs: number; compileMs: number }>();
    const entryOf = (url: string) => {
      const entry = perChunk.get(chunkName(url)) ?? { evaluateMs: 0, compileMs: 0 };
      perChunk.set(chunkName(url), entry);
      return entry;
    };
    // Evaluation: a module's top level (an anonymous frame at 0:0 of the chunk), inclusive time.
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    const inclusiveUs = (node: ProfileNode): number =>
      (selfUs.get(node.id) ?? 0) + (node.children ?? []).reduce((sum, id) => sum + inclusiveUs(byId.get(id)!), 0);
    for (const node of profile.nodes) {
      const { url, functionName, lineNumber, columnNumber } = node.callFrame;
      if (url.includes('/assets/') && !functionName && lineNumber === 0 && columnNumber === 0) entryOf(url).evaluateMs += inclusiveUs(node) / 1000;
    }
    for (const e of onMain) {
      const url = e.args?.data?.url ?? (e.args as { fileName?: string } | undefined)?.fileName;
      if (url?.includes('/assets/') && e.name.startsWith('v8.compile')) entryOf(url).compileMs += (e.dur ?? 0) / 1000;
    }
    // What ran in each long task: CPU samples inside it (self time per function) and its rendering events.
    const sampleAt: number[] = [];
    profile.timeDeltas.reduce((t, d, i) => (sampleAt[i] = t + d), profile.startTime);
    // Each sample's innermost frame in our own sources (src/): which component or boot step the library code ran for.
    const parentOf = new Map<number, number>();
    for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
    const ownLabel = new Map<number, string>();
    const ownOf = (id: number): string => {
      const known = ownLabel.get(id);
      if (known !== undefined) return known;
      const label = labelOf.get(id) ?? '';
      const parent = parentOf.get(id);
      const own = / src\//.test(label) ? label : parent === undefined ? '' : ownOf(parent);
      ownLabel.set(id, own);
      return own;
    };
    const rendering = new Set(['UpdateLayoutTree', 'Layout', 'Paint', 'ParseHTML', 'v8.compileModule', 'v8.compile']);
    const taskDetail = long.map((task) => {
      const end = task.ts + (task.dur ?? 0);
      const self = new Map<string, number>();
      const own = new Map<string, number>();
      for (let i = 0; i < profile.samples.length - 1; i += 1) {
        if (sampleAt[i]! < task.ts || sampleAt[i]! > end) continue;
        const label = labelOf.get(profile.samples[i]!) ?? '?';
        const ms = (sampleAt[i + 1]! - sampleAt[i]!) / 1000;
        self.set(label, (self.get(label) ?? 0) + ms);
        const ours = label === '(idle)' ? '' : ownOf(profile.samples[i]!);
        if (ours) own.set(ours, (own.get(ours) ?? 0) + ms);
      }
      const inside = onMain.filter((e) => e.ts >= task.ts && e.ts < end && rendering.has(e.name));
      const byName = new Map<string, number>();
      for (const e of inside) byName.set(e.name, (byName.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
      const runs = [
        ...[...self].filter(([label]) => label !== '(idle)').sort((a, b) => b[1] - a[1]).slice(0, 8).map(([label, v]) => `${label} ${Math.round(v)}`),
        ...[...byName].filter(([, v]) => v >= 2).map(([name, v]) => `[${name} ${Math.round(v)}]`),
      ];
      const within = [...own].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([label, v]) => `${label} ${Math.round(v)}`);
      return { atMs: Math.round((task.ts - navigation) / 1000), ms: Math.round((task.dur ?? 0) / 1000), runs, within };
    });
    const chunks = [...perChunk]
      .map(([chunk, v]) => ({ chunk, evaluateMs: Math.round(v.evaluateMs), compileMs: Math.round(v.compileMs) }))
      .filter((c) => c.evaluateMs + c.compileMs > 0)
      .sort((a, b) => b.evaluateMs + b.compileMs - (a.evaluateMs + a.compileMs));
    return {
      screen: screen.name,
      mainThreadMs: ms(tasks),
      topFunctions: [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 15).map(([fn, v]) => ({ fn, ms: Math.round(v) })),
      byCause: Object.fromEntries(Object.entries(byCause).sort((a, b) => b[1] - a[1])),
      chunks,
      longTasks: {
        count: long.length,
        totalMs: ms(long),
        maxMs: Math.round(Math.max(0, ...long.map((e) => e.dur ?? 0)) / 1000),
        blockingMs: Math.round(long.reduce((sum, e) => sum + (e.dur ?? 0) / 1000 - 50, 0)),
      },
      tasks: taskDetail,
      rendering: {
        styleMs: ms(onMain.filter((e) => e.name === 'UpdateLayoutTree')),
        layoutMs: ms(onMain.filter((e) => e.name === 'Layout')),
        paintMs: ms(onMain.filter((e) => e.name === 'Paint' || e.name === 'PrePaint')),
        parseHtmlMs: ms(onMain.filter((e) => e.name === 'ParseHTML')),
      },
    };
  } finally {
    await browser?.close();
  }
}

/** Prints one profile: the main thread's totals, causes, chunks, top functions and each long task. */
export function printProfile(profile: BootProfile, label: string, settleMs?: number): void {
  const settle = settleMs ? `${settleMs / 1000} s` : '0.5 s';
  console.info(`Boot profile ${label} (4x CPU, navigation to first content + ${settle}): main thread ${profile.mainThreadMs} ms in tasks; ` +
    `long tasks ${profile.longTasks.count} (${profile.longTasks.totalMs} ms, max ${profile.longTasks.maxMs} ms, ${profile.longTasks.blockingMs} ms over 50 ms)`);
  console.info(`    self time by cause (ms): ${Object.entries(profile.byCause).map(([k, v]) => `${k} ${v}`).join(' · ')}`);
  console.info(`    evaluate+compile by chunk (ms): ${profile.chunks.slice(0, 10).map((c) => `${c.chunk} ${c.evaluateMs}+${c.compileMs}`).join(' · ')}`);
  console.info(`    top functions (self ms): ${profile.topFunctions.map((f) => `${f.fn} ${f.ms}`).join(' · ')}`);
  for (const task of profile.tasks) {
    console.info(`    long task at ${task.atMs} ms, ${task.ms} ms: ${task.runs.join(' · ')}`);
    console.info(`        for: ${task.within.join(' · ')}`);
  }
  console.info(`    rendering (ms): style ${profile.rendering.styleMs}, layout ${profile.rendering.layoutMs}, paint ${profile.rendering.paintMs}, parse HTML ${profile.rendering.parseHtmlMs}`);
}
