// Tolerant validation of remote config sections with the precompiled validators. Valid parts are
// kept; an invalid field is removed so its default (if any) fills in; an invalid array item is
// dropped; a missing or non-object section falls back to its defaults. Never throws.
import * as validators from '@/generated/sections-validators.js';
import type { PrecompiledValidator } from '@/generated/sections-validators.js';
import { sectionNames } from '@/generated/section-names';
import type { SectionName, Sections } from '@/generated/sections';
import { reportConfigProblems, type ConfigProblem } from './problems';
import { validateTolerantly } from './tolerant';

const byName: Record<SectionName, PrecompiledValidator> = validators;

export function createDefaultSection<N extends SectionName>(name: N): Sections[N] {
  const section = {};
  byName[name](section);
  return section as Sections[N];
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

/**
 * Every section with nothing but its defaults (frozen; validation returns fresh copies). Each is
 * computed when first read: the boot never reads them (it validates the served sections), and
 * running every validator at module top was a long task of the renderer chunk's evaluation.
 */
export const defaultSections: Readonly<Sections> = Object.freeze(
  Object.defineProperties(
    {},
    Object.fromEntries(
      sectionNames.map((name) => {
        let section: unknown;
        return [name, { enumerable: true, get: () => (section ??= deepFreeze(createDefaultSection(name))) }];
      }),
    ),
  ) as Sections,
);

export type SectionResult<N extends SectionName> = { section: Sections[N]; problems: ConfigProblem[] };

export function validateSection<N extends SectionName>(name: N, raw: unknown, options: { report?: boolean } = {}): SectionResult<N> {
  const result = validateQuietly(name, raw);
  if (options.report !== false) reportConfigProblems(result.problems);
  return result;
}

function validateQuietly<N extends SectionName>(name: N, raw: unknown): SectionResult<N> {
  const base = `/${name}`;
  if (raw === undefined) {
    const problem: ConfigProblem = { section: name, pointer: base, kind: 'missing-section', message: 'section is missing' };
    return { section: createDefaultSection(name), problems: [problem] };
  }
  const { value, problems } = validateTolerantly(byName[name], raw, name, base);
  return { section: (value ?? createDefaultSection(name)) as Sections[N], problems };
}

export type ValidatedSections = { sections: Sections; problems: ConfigProblem[] };

/** Validates every section (a missing one falls back to defaults); reports problems once. */
export function validateSections(raw: Partial<Record<SectionName, unknown>>, options: { report?: boolean } = {}): ValidatedSections {
  const input: Partial<Record<SectionName, unknown>> = raw !== null && typeof raw === 'object' ? raw : {};
  const sections = {} as Record<SectionName, unknown>;
  const problems: ConfigProblem[] = [];
  for (const name of sectionNames) {
    const result = validateQuietly(name, input[name]);
    sections[name] = result.section;
    problems.push(...result.problems);
  }
  if (options.report !== false) reportConfigProblems(problems);
  return { sections: sections as Sections, problems };
}
