import { describe, expect, it } from 'vitest';
import { breakdownTable, budgetTable, bundleRow, clsRow, median, ratioRow, scoreRow, speedIndexRow, tbtRow, verdict } from './budget-verdict';

const run = (lcp: number, score = 99, tbt = 0) => ({ lcp, score, tbt });
const urls = { url: 'http://127.0.0.1:1/', twinUrl: 'http://127.0.0.1:1/__floor/home.html' };

describe('budgets table', () => {
  it('takes the middle run, the mean of the two middle ones for an even count, and skips failed runs', () => {
    expect(median([900, 700, 1300, 800, 1000])).toBe(900);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([NaN, 5, 7, NaN, 6])).toBe(6);
    expect(median([])).toBeNaN();
  });

  it('divides the page median by the twin median and judges the ratio as printed, to two decimals', () => {
    const met = ratioRow('cold `/`: LCP / twin', urls, [run(1300), run(845), run(900)], [run(700), run(650), run(600)], 1.3);
    expect(met.lcpMedian).toBe(900);
    expect(met.twinLcpMedian).toBe(650);
    expect(met.ratio).toBe(1.38);
    expect(met.verdict).toBe('over');
    // 846 / 650 = 1.3015: printed 1.30, so met.
    const edge = ratioRow('edge', urls, [run(846)], [run(650)], 1.3);
    expect(edge.ratio).toBe(1.3);
    expect(edge.verdict).toBe('met');
  });

  it('never meets a budget it could not measure', () => {
    expect(verdict(NaN, { max: 1.3 })).toBe('over');
    const allFailed = ratioRow('x', urls, [run(NaN, NaN, NaN)], [run(600)], 1.3);
    expect(allFailed.verdict).toBe('over');
    expect(scoreRow([allFailed], 98).verdict).toBe('over');
  });

  it('fails the score on any single run below 98, in any row', () => {
    const good = ratioRow('a: x', urls, [run(800, 100), run(800, 99)], [run(700)], 1.3);
    const oneLow = ratioRow('b: y', urls, [run(800, 100), run(800, 97)], [run(700)], 1.3);
    expect(scoreRow([good], 98)).toMatchObject({ value: 99, verdict: 'met' });
    expect(scoreRow([good, oneLow], 98)).toMatchObject({ value: 97, verdict: 'over', runs: 'a 100, 99; b 100, 97' });
  });

  it("holds each row's median TBT to the limit: the worst row decides", () => {
    const quiet = ratioRow('a: x', urls, [run(800, 99, 0), run(800, 99, 300), run(800, 99, 20)], [run(700)], 1.3);
    const busy = ratioRow('b: y', urls, [run(800, 99, 157), run(800, 99, 120), run(800, 99, 90)], [run(700)], 1.3);
    expect(tbtRow([quiet], 100)).toMatchObject({ value: 20, verdict: 'met' });
    expect(tbtRow([quiet, busy], 100)).toMatchObject({ value: 120, verdict: 'over' });
  });

  it('lets the first-route JS equal its baseline in kB but not grow past it', () => {
    expect(bundleRow(Math.round(180.3 * 1024), 180.3, 8)).toMatchObject({ value: 180.3, verdict: 'met' });
    expect(bundleRow(Math.round(180.4 * 1024), 180.3, 8)).toMatchObject({ value: 180.4, verdict: 'over' });
  });

  it('prints one Markdown line per row with runs, medians, ratio, target and verdict', () => {
    const row = ratioRow('cold `/`: LCP / twin', urls, [run(2190), run(2200), run(2180)], [run(650), run(660), run(640)], 1.3);
    const lines = budgetTable([row], [bundleRow(184_627, 180.3, 8)]);
    expect(lines[2]).toBe('| cold `/`: LCP / twin | 2190, 2200, 2180 | 2.19 s | 650, 660, 640 | 0.65 s | 3.37 | <= 1.3 | over |');
    expect(lines[3]).toBe('| first-route JS (gzip) | 8 files | 180.3 kB | | | | <= 180.3 kB | met |');
  });

  it('fails layout shift on any single run above the limit, and a run that did not measure it', () => {
    const steady = ratioRow('a: x', urls, [{ ...run(800), cls: 0 }, { ...run(800), cls: 0.012 }], [run(700)], 1.3);
    const jumps = ratioRow('b: y', urls, [{ ...run(800), cls: 0 }, { ...run(800), cls: 0.243 }], [run(700)], 1.3);
    expect(clsRow([steady], 0.02)).toMatchObject({ value: 0.012, verdict: 'met' });
    expect(clsRow([steady, jumps], 0.02)).toMatchObject({ value: 0.243, verdict: 'over', runs: 'a 0, 0.012; b 0, 0.243' });
    expect(clsRow([ratioRow('c: z', urls, [run(800)], [run(700)], 1.3)], 0.02).verdict).toBe('over');
  });

  it("holds each row's median Speed Index to its twin's: the worst ratio decides", () => {
    const near = ratioRow('a: x', urls, [{ ...run(800), si: 900 }, { ...run(800), si: 1000 }, { ...run(800), si: 950 }], [{ ...run(700), si: 800 }], 1.3);
    const slow = ratioRow('b: y', urls, [{ ...run(800), si: 1740 }], [{ ...run(700), si: 1000 }], 1.3);
    expect(near.siRatio).toBe(1.19);
    expect(speedIndexRow([near], 1.3)).toMatchObject({ value: 1.19, verdict: 'met' });
    expect(speedIndexRow([near, slow], 1.3)).toMatchObject({ value: 1.74, verdict: 'over' });
  });

  it("prints Lighthouse's breakdown: scores, FCP, LCP, TBT, every run's CLS and Speed Index beside the twin's", () => {
    const row = ratioRow('returning member: LCP / twin', urls, [{ ...run(740, 99, 25), fcp: 700, cls: 0, si: 800 }], [{ ...run(690), fcp: 650, cls: 0, si: 700 }], 1.3);
    expect(breakdownTable([row])[2]).toBe('| returning member | 99 | 700 (650) | 740 (690) | 25 | 0 (0) | 800 (700) |');
  });
});
