// The budgets table of `npm run bench -- --only budgets`: each row's runs, its median, the twin's
// median, the ratio and whether it meets its target. Pure (no browser), so it is unit tested.
// A verdict judges the figure as printed (a ratio to two decimals, kB to one), so a printed 1.30
// against 1.3 is met and never "over".

export type Verdict = 'met' | 'over';
export type Bound = { max: number } | { min: number };

/** The middle value; the mean of the two middle values for an even count; NaN for none. */
export function median(values: number[]): number {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** A figure against its bound; an unmeasured figure (NaN) is never met. */
export function verdict(value: number, bound: Bound): Verdict {
  if (!Number.isFinite(value)) return 'over';
  return ('max' in bound ? value <= bound.max : value >= bound.min) ? 'met' : 'over';
}

const boundText = (bound: Bound) => ('max' in bound ? `<= ${bound.max}` : `>= ${bound.min}`);

/**
 * One Lighthouse run; `benchmarkIndex` is its CPU benchmark (lower = a busier machine). FCP, CLS and
 * Speed Index: absent from a run that did not measure them (NaN, never met).
 */
export type RunFigures = { score: number; lcp: number; tbt: number; fcp?: number; cls?: number; si?: number; benchmarkIndex?: number };

export type RatioRow = {
  measure: string;
  url: string;
  twinUrl: string;
  lcpRuns: number[];
  lcpMedian: number;
  twinLcpRuns: number[];
  twinLcpMedian: number;
  /** Median LCP over the twin's median LCP, to two decimals. */
  ratio: number;
  target: string;
  verdict: Verdict;
  scores: number[];
  tbtRuns: number[];
  tbtMedian: number;
  fcpMedian: number;
  twinFcpMedian: number;
  /** Cumulative layout shift of each run (three decimals). */
  clsRuns: number[];
  twinClsRuns: number[];
  siRuns: number[];
  siMedian: number;
  twinSiMedian: number;
  /** Median Speed Index over the twin's, to two decimals. */
  siRatio: number;
  /** Machine load (1/5/15 min) before each run pair of this row, and Lighthouse's CPU benchmark of each page and twin run. */
  load: string[];
  benchmarkIndex: { page: number[]; twin: number[] };
};

export function ratioRow(
  measure: string,
  urls: { url: string; twinUrl: string },
  portal: RunFigures[],
  twin: RunFigures[],
  maxRatio: number,
  load: string[] = [],
): RatioRow {
  const lcpMedian = median(portal.map((r) => r.lcp));
  const twinLcpMedian = median(twin.map((r) => r.lcp));
  const ratio = round(lcpMedian / twinLcpMedian, 2);
  const bound = { max: maxRatio };
  return {
    measure,
    ...urls,
    lcpRuns: portal.map((r) => r.lcp),
    lcpMedian,
    twinLcpRuns: twin.map((r) => r.lcp),
    twinLcpMedian,
    ratio,
    target: boundText(bound),
    verdict: verdict(ratio, bound),
    scores: portal.map((r) => r.score),
    tbtRuns: portal.map((r) => r.tbt),
    tbtMedian: median(portal.map((r) => r.tbt)),
    fcpMedian: median(portal.map((r) => r.fcp ?? NaN)),
    twinFcpMedian: median(twin.map((r) => r.fcp ?? NaN)),
    clsRuns: portal.map((r) => r.cls ?? NaN),
    twinClsRuns: twin.map((r) => r.cls ?? NaN),
    siRuns: portal.map((r) => r.si ?? NaN),
    siMedian: median(portal.map((r) => r.si ?? NaN)),
    twinSiMedian: median(twin.map((r) => r.si ?? NaN)),
    siRatio: round(median(portal.map((r) => r.si ?? NaN)) / median(twin.map((r) => r.si ?? NaN)), 2),
    load,
    benchmarkIndex: { page: portal.map((r) => r.benchmarkIndex ?? NaN), twin: twin.map((r) => r.benchmarkIndex ?? NaN) },
  };
}

export type SummaryRow = { measure: string; runs: string; value: number; unit: string; target: string; verdict: Verdict };

/** Every run of every row scores at least `minScore`: the lowest run decides. */
export function scoreRow(rows: RatioRow[], minScore: number): SummaryRow {
  const all = rows.flatMap((r) => r.scores);
  const lowest = all.length ? Math.min(...all) : NaN;
  const bound = { min: minScore };
  return {
    measure: 'score, every run of every row',
    runs: rows.map((r) => `${r.measure.split(':')[0]} ${r.scores.join(', ')}`).join('; '),
    value: lowest,
    unit: '',
    target: boundText(bound),
    verdict: verdict(lowest, bound),
  };
}

/** Each row's median TBT within `maxMs`: the highest median decides. */
export function tbtRow(rows: RatioRow[], maxMs: number): SummaryRow {
  const medians = rows.map((r) => r.tbtMedian);
  const highest = medians.length ? Math.max(...medians) : NaN;
  const bound = { max: maxMs };
  return {
    measure: 'TBT, median',
    runs: rows.map((r) => `${r.measure.split(':')[0]} ${r.tbtMedian} (${r.tbtRuns.join(', ')})`).join('; '),
    value: highest,
    unit: ' ms',
    target: `${boundText(bound)} ms`,
    verdict: verdict(highest, bound),
  };
}

/** Every run of every row shifts at most `maxCls`: the largest run decides (a jump is seen in any run). */
export function clsRow(rows: RatioRow[], maxCls: number): SummaryRow {
  const all = rows.flatMap((r) => r.clsRuns);
  const largest = all.length && all.every(Number.isFinite) ? Math.max(...all) : NaN;
  const bound = { max: maxCls };
  return {
    measure: 'CLS, every run of every row',
    runs: rows.map((r) => `${r.measure.split(':')[0]} ${r.clsRuns.join(', ')}`).join('; '),
    value: largest,
    unit: '',
    target: boundText(bound),
    verdict: verdict(largest, bound),
  };
}

/** Each row's median Speed Index over its twin's within `maxRatio`: the highest ratio decides. */
export function speedIndexRow(rows: RatioRow[], maxRatio: number): SummaryRow {
  const ratios = rows.map((r) => r.siRatio);
  const highest = ratios.length ? Math.max(...ratios) : NaN;
  const bound = { max: maxRatio };
  return {
    measure: 'Speed Index / twin, median',
    runs: rows.map((r) => `${r.measure.split(':')[0]} ${r.siMedian} / ${r.twinSiMedian} ms`).join('; '),
    value: highest,
    unit: 'x',
    target: `${boundText(bound)}x`,
    verdict: verdict(highest, bound),
  };
}

/** First-route JS in kB (bytes / 1024, one decimal) does not grow from `baselineKb`. */
export function bundleRow(gzipBytes: number, baselineKb: number, files: number): SummaryRow {
  const value = round(gzipBytes / 1024, 1);
  const bound = { max: baselineKb };
  return {
    measure: 'first-route JS (gzip)',
    runs: `${files} files`,
    value,
    unit: ' kB',
    target: `${boundText(bound)} kB`,
    verdict: verdict(value, bound),
  };
}

const seconds = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : 'n/a');

/** The table as Markdown, one line per row, as docs/performance.md quotes it. */
export function budgetTable(rows: RatioRow[], summary: SummaryRow[]): string[] {
  const lines = [
    '| measure | runs (LCP ms) | median | twin runs | twin median | ratio | target | verdict |',
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const r of rows) {
    lines.push(
      `| ${r.measure} | ${r.lcpRuns.join(', ')} | ${seconds(r.lcpMedian)} | ${r.twinLcpRuns.join(', ')} | ${seconds(r.twinLcpMedian)} | ` +
        `${r.ratio.toFixed(2)} | ${r.target} | ${r.verdict} |`,
    );
  }
  for (const s of summary) lines.push(`| ${s.measure} | ${s.runs} | ${s.value}${s.unit} | | | | ${s.target} | ${s.verdict} |`);
  return lines;
}

/** Lighthouse's whole breakdown, medians of each row's page and twin runs (scores: every run). */
export function breakdownTable(rows: RatioRow[]): string[] {
  const ms = (value: number) => (Number.isFinite(value) ? String(Math.round(value)) : 'n/a');
  const lines = [
    '| measure | scores | FCP ms (twin) | LCP ms (twin) | TBT ms | CLS, each run (twin) | Speed Index ms (twin) |',
    '|---|---|---|---|---|---|---|',
  ];
  for (const r of rows) {
    lines.push(
      `| ${r.measure.split(':')[0]} | ${r.scores.join(', ')} | ${ms(r.fcpMedian)} (${ms(r.twinFcpMedian)}) | ${ms(r.lcpMedian)} (${ms(r.twinLcpMedian)}) | ` +
        `${ms(r.tbtMedian)} | ${r.clsRuns.join(', ')} (${r.twinClsRuns.join(', ')}) | ${ms(r.siMedian)} (${ms(r.twinSiMedian)}) |`,
    );
  }
  return lines;
}
