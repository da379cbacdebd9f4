// The pure parts of the scale bench (scripts/bench/scale.ts): percentiles of a sample, a process's
// resident memory from /proc/<pid>/status, the machine's load while the bench ran, the channels'
// names and the mix of member config reads, and the printed table.
import { quantile, round } from './load.ts';

export type Spread = { count: number; p50Ms: number; p99Ms: number; maxMs: number };

/** p50, p99 and the largest of durations in ms (any order). */
export function spread(samples: readonly number[]): Spread {
  const sorted = [...samples].sort((a, b) => a - b);
  return { count: sorted.length, p50Ms: round(quantile(sorted, 0.5)), p99Ms: round(quantile(sorted, 0.99)), maxMs: round(sorted.at(-1) ?? 0) };
}

/** Resident memory in MB from the text of /proc/<pid>/status (its `VmRSS:  123456 kB` line); null when absent. */
export function rssMbOf(status: string): number | null {
  const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status);
  return match ? round(Number(match[1]) / 1024, 0) : null;
}

/** The 1-minute load averages sampled during the run: least, mean and most (0 for none). */
export function loadSummary(samples: readonly number[]): { min: number; mean: number; max: number } {
  if (samples.length === 0) return { min: 0, mean: 0, max: 0 };
  return { min: round(Math.min(...samples), 2), mean: round(samples.reduce((a, b) => a + b, 0) / samples.length, 2), max: round(Math.max(...samples), 2) };
}

/** The n-th bench channel's id (1-based): `bench-0001` … `bench-1000`. */
export const benchChannelId = (n: number) => `bench-${String(n).padStart(4, '0')}`;

export const SCALE_LANGUAGES = ['en', 'en_GB', 'cs', 'sk', 'pl', 'bg', 'ro', 'fr'] as const;

/**
 * The n-th member config read of the mix: a channel, a language and one of the reads a member's
 * boot makes (the document, the public config, a language's translations, the structure), spread
 * over all channels and languages by a multiplicative hash of n (the same n, the same read).
 */
export function readOfMix(n: number, channels: number): { path: string; channel: string } {
  const h = Math.imul(n + 1, 2654435761) >>> 0;
  const channel = benchChannelId((h % channels) + 1);
  const language = SCALE_LANGUAGES[(h >>> 10) % SCALE_LANGUAGES.length]!;
  const kind = (h >>> 16) % 4;
  const path = ['/wl/v1/platform/config/document?language=' + language, '/wl/v1/platform/config/public', `/wl/v1/platform/config/translations/${language}`, '/wl/v1/platform/config/structure'][kind]!;
  return { path, channel };
}

/** Rows of cells as a text table, columns padded to their widest cell, numbers to the right. */
export function table(rows: readonly (readonly (string | number)[])[]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => String(row[column] ?? '').length)));
  return rows
    .map((row) => row.map((cell, column) => (typeof cell === 'number' ? String(cell).padStart(widths[column]!) : String(cell).padEnd(widths[column]!))).join('  ').trimEnd())
    .join('\n');
}
