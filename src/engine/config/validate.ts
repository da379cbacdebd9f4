// Tolerant validation of remote config sections with the precompiled validators. Valid parts are
// kept; an invalid field is removed so its default (if any) fills in; an invalid array item is
// dropped; a missing or non-object section falls back to its defaults. Never throws.
import type { ErrorObject } from 'ajv';
import * as validators from '@/generated/sections-validators.js';
import type { PrecompiledValidator } from '@/generated/sections-validators.js';
import { sectionNames, type SectionName, type Sections } from '@/generated/sections';
import { getAt, isWithin, joinPointer, parsePointer } from './json-pointer';
import { describeError, reportConfigProblems, type ConfigProblem } from './problems';

const byName: Record<SectionName, PrecompiledValidator> = validators;
/** Removing a field can make its parent invalid (a required property); each pass goes one level up. */
const maxPasses = 8;
const combinators = new Set(['if', 'anyOf', 'oneOf', 'not', 'allOf']);

function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return `a ${typeof value}`;
}

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

/** Every section with nothing but its defaults (frozen; validation returns fresh copies). */
export const defaultSections: Readonly<Sections> = deepFreeze(
  Object.fromEntries(sectionNames.map((name) => [name, createDefaultSection(name)])) as Sections,
);

type Target = { pointer: string; error: ErrorObject; kind: ConfigProblem['kind'] };

/** Where an error points and what to remove: the offending key for unknown or badly named keys. */
function targetOf(error: ErrorObject): Target {
  const p = error.params as Record<string, unknown>;
  if (error.keyword === 'additionalProperties') {
    return { pointer: joinPointer(error.instancePath, String(p.additionalProperty)), error, kind: 'unknown-key' };
  }
  const propertyName = (error as { propertyName?: string }).propertyName ?? (error.keyword === 'propertyNames' ? p.propertyName : undefined);
  if (typeof propertyName === 'string') return { pointer: joinPointer(error.instancePath, propertyName), error, kind: 'invalid' };
  return { pointer: error.instancePath, error, kind: 'invalid' };
}

function remove(root: Record<string, unknown>, pointer: string, removedItems: string[]): void {
  const tokens = parsePointer(pointer);
  const key = tokens.pop();
  const parent = getAt(root, tokens);
  if (key === undefined || parent === null || typeof parent !== 'object') return;
  if (Array.isArray(parent)) {
    // Keep indices stable while passes run (pointers stay true to the input); compact at the end.
    parent[Number(key)] = null;
    removedItems.push(pointer);
  } else {
    delete (parent as Record<string, unknown>)[key];
  }
}

function compact(root: Record<string, unknown>, removedItems: string[]): void {
  const sorted = removedItems
    .map(parsePointer)
    .sort((a, b) => b.length - a.length || Number(b.at(-1)) - Number(a.at(-1)));
  for (const tokens of sorted) {
    const index = Number(tokens.pop());
    const array = getAt(root, tokens);
    if (Array.isArray(array)) array.splice(index, 1);
  }
}

export type SectionResult<N extends SectionName> = { section: Sections[N]; problems: ConfigProblem[] };

export function validateSection<N extends SectionName>(name: N, raw: unknown, options: { report?: boolean } = {}): SectionResult<N> {
  const result = validateQuietly(name, raw);
  if (options.report !== false) reportConfigProblems(result.problems);
  return result;
}

function validateQuietly<N extends SectionName>(name: N, raw: unknown): SectionResult<N> {
  const base = `/${name}`;
  const fallback = (problems: ConfigProblem[]) => ({ section: createDefaultSection(name), problems });
  if (raw === undefined) {
    return fallback([{ section: name, pointer: base, kind: 'missing-section', message: 'section is missing' }]);
  }
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    return fallback([{ section: name, pointer: base, kind: 'not-an-object', message: `must be an object, got ${describeValue(raw)}` }]);
  }
  let data: Record<string, unknown>;
  try {
    data = JSON.parse(JSON.stringify(raw)) as Record<string, unknown>;
  } catch {
    return fallback([{ section: name, pointer: base, kind: 'not-an-object', message: 'is not plain JSON' }]);
  }
  const validate = byName[name];
  const problems = new Map<string, ConfigProblem>();
  const removed: string[] = [];
  const removedItems: string[] = [];
  for (let pass = 0; pass < maxPasses; pass++) {
    const valid = validate(data);
    const targets = (validate.errors ?? [])
      .map(targetOf)
      .filter((t) => !removedItems.some((item) => isWithin(t.pointer, item)));
    if (valid || targets.length === 0) {
      // Only the placeholders of dropped items are left: drop them and check the result once more.
      compact(data, removedItems.splice(0));
      if (valid || validate(data)) return { section: data as Sections[N], problems: [...problems.values()] };
      continue;
    }
    // A combinator error (if/anyOf...) only summarises deeper ones: report it only when alone.
    const reportable = targets.filter(
      (t) => !combinators.has(t.error.keyword) || !targets.some((o) => o !== t && !combinators.has(o.error.keyword) && isWithin(o.pointer, t.pointer)),
    );
    for (const t of reportable) {
      const p = t.error.params as Record<string, unknown>;
      const cascade = t.error.keyword === 'required' && removed.includes(joinPointer(t.pointer, String(p.missingProperty)));
      if (cascade || problems.has(t.pointer)) continue;
      const badKey = (t.error as { propertyName?: string }).propertyName;
      const message = describeError(badKey === undefined ? t.error : { keyword: 'propertyNames', params: { propertyName: badKey } });
      problems.set(t.pointer, { section: name, pointer: base + t.pointer, kind: t.kind, message });
    }
    const outermost = targets
      .map((t) => t.pointer)
      .filter((ptr, i, all) => all.indexOf(ptr) === i && !all.some((o) => o !== ptr && isWithin(ptr, o)));
    if (outermost.includes('')) break;
    for (const pointer of outermost) {
      remove(data, pointer, removedItems);
      removed.push(pointer);
    }
  }
  return fallback([...problems.values()]);
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
