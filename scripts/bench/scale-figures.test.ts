// @vitest-environment node
// The scale bench's pure parts: percentiles, the resident memory read from /proc/<pid>/status, the
// load summary, the mix of reads (every channel and language, the same read for the same n), the table.
import { describe, expect, it } from 'vitest';
import { benchChannelId, loadSummary, readOfMix, rssMbOf, spread, table } from './scale-figures';

describe('the scale bench figures', () => {
  it('gives p50, p99 and the largest of samples in any order, 0 for none', () => {
    const samples = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(spread(samples)).toEqual({ count: 100, p50Ms: 51, p99Ms: 100, maxMs: 100 });
    expect(spread([3.14159])).toEqual({ count: 1, p50Ms: 3.1, p99Ms: 3.1, maxMs: 3.1 });
    expect(spread([])).toEqual({ count: 0, p50Ms: 0, p99Ms: 0, maxMs: 0 });
  });

  it('reads VmRSS in MB from /proc/<pid>/status, null without it', () => {
    const status = 'Name:\tnode\nVmPeak:\t 1200000 kB\nVmRSS:\t  204800 kB\nRssAnon:\t  150000 kB\n';
    expect(rssMbOf(status)).toBe(200);
    expect(rssMbOf('Name:\tnode\n')).toBeNull();
  });

  it('summarises the load averages sampled', () => {
    expect(loadSummary([2, 4, 9])).toEqual({ min: 2, mean: 5, max: 9 });
    expect(loadSummary([])).toEqual({ min: 0, mean: 0, max: 0 });
  });

  it('spreads the read mix over every channel, language and read kind; the same n is the same read', () => {
    const reads = Array.from({ length: 20_000 }, (_, n) => readOfMix(n, 1000));
    expect(new Set(reads.map((r) => r.channel)).size).toBe(1000);
    expect(new Set(reads.map((r) => r.path.split(/[/?=]/).at(-1)))).toEqual(new Set(['en', 'en_GB', 'cs', 'sk', 'pl', 'bg', 'ro', 'fr', 'public', 'structure']));
    expect(readOfMix(42, 1000)).toEqual(readOfMix(42, 1000));
    expect(benchChannelId(7)).toBe('bench-0007');
    expect(benchChannelId(1000)).toBe('bench-1000');
  });

  it('prints rows as columns, numbers to the right', () => {
    expect(table([['', 'req/s'], ['reads', 103], ['publish', '']])).toBe('         req/s\nreads      103\npublish');
  });
});
