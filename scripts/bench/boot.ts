// One cold boot of a screen in Chromium under 4x CPU throttling: LCP, layout shifts (with the
// elements that moved), long tasks, the request waves after the HTML before the first content, and
// the JS that arrived before it. Deterministic enough to compare while the machine is busy.
import type { CDPSession } from '@playwright/test';
import { launch, phoneContext, throttleCpu, type ScreenSpec, type StorageState } from './browser.ts';

type Request = { id: string; url: string; type: string; start: number; end: number; bytes: number; wave: number };

export type BootMetrics = {
  screen: string;
  lcpMs: number;
  lcpElement: string;
  cls: number;
  shifts: Array<{ value: number; at: number; sources: string[] }>;
  longTasks: { count: number; totalMs: number; maxMs: number };
  /** Sequential request waves after the HTML among requests started before the LCP. */
  waves: number;
  wavesDetail: string[];
  /** Every request counted, by wave (wave 1 first): the chunk or API path of each. */
  wavesFull: string[][];
  /**
   * Waves among the requests that had finished before the LCP: those the first content could have
   * waited for (a chunk started at first render and still in flight at the LCP, such as the toast
   * container or the service worker's, is not on its path).
   */
  wavesBeforeLcpDone: number;
  jsBeforeLcp: { files: number; encodedBytes: number };
  marks: Record<string, number>;
};

const WAVE_RTT_MS = 400;

/** A request can only cause later requests if it is code or data; images and fonts cannot. */
const causal = new Set(['Document', 'Script', 'Fetch', 'XHR', 'Stylesheet', 'Other', 'Preflight']);

/** Wave n+1 = a request started after a causal request of wave n had finished (the HTML is wave 0). */
export function assignWaves(requests: Omit<Request, 'wave'>[]): Request[] {
  const sorted = [...requests].sort((a, b) => a.start - b.start);
  const done: Request[] = [];
  for (const request of sorted) {
    const before = done.filter((d) => causal.has(d.type) && d.end <= request.start);
    const wave = request.type === 'Document' && done.length === 0 ? 0 : 1 + Math.max(-1, ...before.map((d) => d.wave));
    done.push({ ...request, wave });
  }
  return done;
}

function recordNetwork(cdp: CDPSession) {
  const requests = new Map<string, Omit<Request, 'wave'>>();
  cdp.on('Network.requestWillBeSent', (e) => {
    if (e.request.url.startsWith('data:')) return;
    requests.set(e.requestId, { id: e.requestId, url: e.request.url, type: e.type ?? 'Other', start: e.timestamp, end: Infinity, bytes: 0 });
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = requests.get(e.requestId);
    if (r) Object.assign(r, { end: e.timestamp, bytes: e.encodedDataLength });
  });
  return requests;
}

const observerScript = `
  globalThis.__bench = { lcp: [], shifts: [], longTasks: [] };
  const describe = (node) => {
    if (!node || !node.nodeName) return '?';
    const el = node.nodeType === 1 ? node : node.parentElement;
    if (!el) return node.nodeName;
    const id = el.getAttribute('data-testid') || el.getAttribute('aria-label') || '';
    return el.tagName.toLowerCase() + (id ? '[' + id + ']' : '') + (el.className && typeof el.className === 'string' ? '.' + el.className.split(' ')[0] : '') + ' "' + (el.textContent || '').trim().slice(0, 30) + '"';
  };
  new PerformanceObserver((l) => l.getEntries().forEach((e) => __bench.lcp.push({ at: e.startTime, el: describe(e.element), size: e.size }))).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((l) => l.getEntries().forEach((e) => { if (!e.hadRecentInput) __bench.shifts.push({ value: e.value, at: e.startTime, sources: (e.sources || []).map((s) => describe(s.node) + ' ' + JSON.stringify([s.previousRect.y, s.previousRect.height, s.currentRect.y, s.currentRect.height])) }); })).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((l) => l.getEntries().forEach((e) => __bench.longTasks.push({ at: e.startTime, ms: e.duration }))).observe({ type: 'longtask', buffered: true });
`;

/**
 * Opens the screen cold (new context, empty cache) and reads its boot figures. Waves are counted
 * on a run with a long round trip and no CPU throttling (`waves: true`), where a request that
 * started after another finished truly waited for it; the other figures come from 4x CPU runs.
 */
export async function measureBoot(
  base: string,
  screen: ScreenSpec,
  state: StorageState | undefined,
  options: { waves?: boolean; settleMs?: number } = {},
): Promise<BootMetrics> {
  const browser = await launch();
  try {
    const context = await phoneContext(browser, screen.signedIn ? state : undefined);
    await context.addInitScript({ content: observerScript });
    const page = await context.newPage();
    const cdp = await throttleCpu(page, options.waves ? 1 : 4);
    await cdp.send('Network.enable');
    if (options.waves) await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: WAVE_RTT_MS, downloadThroughput: -1, uploadThroughput: -1 });
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const requests = recordNetwork(cdp);
    await page.goto(`${base}${screen.path}`);
    await screen.ready(page);
    await page.waitForTimeout(options.settleMs ?? 2500);
    const seen = (await page.evaluate(() => {
      const b = (globalThis as unknown as { __bench: { lcp: { at: number; el: string }[]; shifts: BootMetrics['shifts']; longTasks: { at: number; ms: number }[] } }).__bench;
      const marks: Record<string, number> = {};
      for (const m of performance.getEntriesByType('measure')) if (m.name.startsWith('portal:')) marks[m.name] = Math.round(m.duration);
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      return { ...b, marks, navStart: nav.startTime, timeOrigin: performance.timeOrigin };
    }));
    const lcp = seen.lcp.at(-1);
    const lcpMs = Math.round(lcp?.at ?? NaN);
    // CDP timestamps are monotonic seconds; the document request is the navigation's start.
    const all = [...requests.values()];
    const doc = all.find((r) => r.type === 'Document');
    const zero = doc?.start ?? 0;
    const beforeLcp = all.filter((r) => (r.start - zero) * 1000 <= lcpMs);
    const waved = assignWaves(beforeLcp);
    const waves = Math.max(0, ...waved.map((r) => r.wave));
    const wavesBeforeLcpDone = Math.max(0, ...waved.filter((r) => (r.end - zero) * 1000 <= lcpMs).map((r) => r.wave));
    const wavesFull = Array.from({ length: waves }, (_, i) =>
      waved.filter((r) => r.wave === i + 1).map((r) => new URL(r.url).pathname.replace(/^\/assets\//, '').replace(/-[\w-]{8}\.js$/, '.js')),
    );
    const wavesDetail = wavesFull.map((inWave, i) => `${i + 1}: ${inWave.length} (${inWave.slice(0, 6).join(' ')}${inWave.length > 6 ? ' …' : ''})`);
    const js = beforeLcp.filter((r) => r.type === 'Script');
    const cls = seen.shifts.reduce((sum, s) => sum + s.value, 0);
    await context.close();
    return {
      screen: screen.name,
      lcpMs,
      lcpElement: lcp?.el ?? 'none',
      cls: Math.round(cls * 1000) / 1000,
      shifts: seen.shifts.map((s) => ({ ...s, value: Math.round(s.value * 1000) / 1000, at: Math.round(s.at) })),
      longTasks: {
        count: seen.longTasks.length,
        totalMs: Math.round(seen.longTasks.reduce((a, t) => a + t.ms, 0)),
        maxMs: Math.round(Math.max(0, ...seen.longTasks.map((t) => t.ms))),
      },
      waves,
      wavesDetail,
      wavesFull,
      wavesBeforeLcpDone,
      jsBeforeLcp: { files: js.length, encodedBytes: js.reduce((a, r) => a + r.bytes, 0) },
      marks: seen.marks,
    };
  } finally {
    await browser.close();
  }
}
