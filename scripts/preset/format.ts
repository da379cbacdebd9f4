import type { PresetReport } from '../../src/presets/findings.ts';

/** Human output: one block per preset, findings sorted errors first, each with pointer and file. */
export function formatReports(reports: PresetReport[]): string {
  const lines: string[] = [];
  for (const r of reports) {
    const status = r.valid ? 'valid' : 'INVALID';
    lines.push(`${r.valid ? '✓' : '✗'} ${r.preset}: ${status} (${r.errors} error(s), ${r.warnings} warning(s))`);
    const sorted = [...r.findings].sort((a, b) => (a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1));
    for (const f of sorted) {
      lines.push(`  ${f.severity.padEnd(7)} ${f.check.padEnd(11)} ${f.pointer || '/'}  ${f.message}`);
      if (f.source) lines.push(`  ${''.padEnd(7)} ${''.padEnd(11)} at ${f.source}`);
    }
  }
  const invalid = reports.filter((r) => !r.valid).length;
  lines.push(invalid === 0 ? `All ${reports.length} preset(s) valid.` : `${invalid} of ${reports.length} preset(s) invalid.`);
  return lines.join('\n');
}
