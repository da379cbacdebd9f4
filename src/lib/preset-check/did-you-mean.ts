// "did you mean" for a misspelt name: the closest candidate within a few edits.

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length]!;
}

/** The candidate closest to `name` (case-insensitive), when it is within a third of the name's length (at least 2 edits). */
export function closest(name: string, candidates: Iterable<string>): string | undefined {
  const limit = Math.max(2, Math.floor(name.length / 3));
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const d = distance(name.toLowerCase(), candidate.toLowerCase());
    if (d < bestDistance && d <= limit) [best, bestDistance] = [candidate, d];
  }
  return best;
}

/** ` (did you mean "x"?)` or nothing. */
export const didYouMean = (name: string, candidates: Iterable<string>) => {
  const match = closest(name, candidates);
  return match ? ` (did you mean "${match}"?)` : '';
};
