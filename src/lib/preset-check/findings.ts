export type Severity = 'error' | 'warning';
export type Check = 'file' | 'schema' | 'reference' | 'operation' | 'translation' | 'contrast' | 'language' | 'deprecated' | 'input';

/** One result of `preset validate`: a JSON pointer into the built preset and, when known, the file that set it. */
export type Finding = {
  severity: Severity;
  check: Check;
  pointer: string;
  message: string;
  source?: string;
};

export type PresetReport = {
  preset: string;
  dir: string;
  valid: boolean;
  errors: number;
  warnings: number;
  findings: Finding[];
};

export function report(preset: string, dir: string, findings: Finding[]): PresetReport {
  const errors = findings.filter((f) => f.severity === 'error').length;
  return { preset, dir, valid: errors === 0, errors, warnings: findings.length - errors, findings };
}
