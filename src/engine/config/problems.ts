import type { ErrorObject } from 'ajv';
import type { SectionName } from '@/generated/sections';

export type ConfigProblemKind = 'invalid' | 'unknown-key' | 'missing-section' | 'not-an-object' | 'deprecated';

/**
 * One problem found in remote config; `pointer` is a JSON pointer from the section name down, or
 * from `/structure` for the served route table, screens and forms.
 */
export type ConfigProblem = {
  section: SectionName | 'STRUCTURE';
  pointer: string;
  message: string;
  kind: ConfigProblemKind;
};

const list = (value: unknown) => (Array.isArray(value) ? value.join(', ') : String(value));

/** Words an ajv error (the precompiled validators carry no messages, to stay small). */
export function describeError(error: Pick<ErrorObject, 'keyword' | 'params'>): string {
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'type':
      return `must be ${list(p.type).replace(', ', ' or ')}`;
    case 'pattern':
    case 'format':
      return 'has an invalid format';
    case 'enum':
      return `must be one of: ${list(p.allowedValues)}`;
    case 'const':
      return `must be ${JSON.stringify(p.allowedValue)}`;
    case 'required':
      return `must have the property "${String(p.missingProperty)}"`;
    case 'additionalProperties':
      return `unknown key "${String(p.additionalProperty)}"`;
    case 'propertyNames':
      return `key "${String(p.propertyName)}" is not allowed`;
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return `must be ${String(p.comparison)} ${String(p.limit)}`;
    case 'minLength':
      return `must have at least ${String(p.limit)} characters`;
    case 'maxLength':
      return `must have at most ${String(p.limit)} characters`;
    case 'minItems':
      return `must have at least ${String(p.limit)} items`;
    case 'maxItems':
      return `must have at most ${String(p.limit)} items`;
    case 'uniqueItems':
      return 'must not contain duplicate items';
    default:
      return `does not satisfy "${error.keyword}"`;
  }
}

const reported = new Set<string>();

/** Warns once per pointer + message for the lifetime of the page (re-validation stays quiet). */
export function reportConfigProblems(problems: readonly ConfigProblem[]): void {
  for (const problem of problems) {
    const key = `${problem.pointer}\n${problem.message}`;
    if (reported.has(key)) continue;
    reported.add(key);
    const action = problem.kind === 'unknown-key' ? 'ignored' : problem.kind === 'deprecated' ? 'read as the new spelling' : 'default used';
    console.warn(`[config] ${problem.pointer}: ${problem.message} (${action})`);
  }
}

/** Test helper: forget what was reported. */
export function resetReportedConfigProblems(): void {
  reported.clear();
}
