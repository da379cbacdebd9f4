// The channel's served route table, screens and forms (getPortalStructure). Validated tolerantly
// like the sections, with the precompiled validators of the lazy overrides module: the route table
// at boot, each screen and form when it is first used. Problems point from /structure.
import { isUnsafeKey, unsafeKeyMessage } from '@/lib/own-keys';
import type * as StructureValidators from '@/generated/sections-validators-overrides.js';
import { deprecatedName, renameExtensionNames } from '@/lib/preset-format';
import { reportConfigProblems, type ConfigProblem } from './problems';
import { joinPointer } from './json-pointer';
import { validateTolerantly } from './tolerant';

type Json = Record<string, unknown>;
type Validators = typeof StructureValidators;

/** What the backend served, sorted: the route table's routes, and screens and forms by name (unchecked). */
export type ServedStructure = { routes: Json[]; screens: Record<string, unknown>; forms: Record<string, unknown>; problems: ConfigProblem[] };

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

let validators: Promise<Validators> | undefined;
/** The validators chunk; boot starts it beside the config calls, so it is no extra round trip. */
export const loadStructureValidators = (): Promise<Validators> =>
  (validators ??= import('@/generated/sections-validators-overrides.js').catch((error: unknown) => {
    validators = undefined;
    throw error;
  }));

const problem = (pointer: string, message: string): ConfigProblem => ({ section: 'STRUCTURE', pointer, kind: 'not-an-object', message });

/**
 * The served structure with its route table validated (invalid routes dropped, each reported with
 * its pointer). Screens and forms are only checked to be objects here. Never rejects: an unusable
 * answer means the built-in defaults.
 */
export async function validateStructure(raw: unknown, options: { report?: boolean } = {}): Promise<ServedStructure> {
  const out: ServedStructure = { routes: [], screens: {}, forms: {}, problems: [] };
  if (raw === undefined || raw === null) return out;
  if (!isObject(raw)) {
    out.problems.push(problem('/structure', 'must be an object'));
  } else {
    if (raw.routes !== undefined) {
      const { routes } = await loadStructureValidators();
      const { value, problems } = validateTolerantly(routes, raw.routes, 'STRUCTURE', '/structure/routes');
      out.problems.push(...problems);
      if (value && Array.isArray(value.routes)) out.routes = value.routes as Json[];
    }
    for (const kind of ['screens', 'forms'] as const) {
      const entries = raw[kind];
      if (entries === undefined) continue;
      if (!isObject(entries)) {
        out.problems.push(problem(`/structure/${kind}`, 'must be an object of name -> definition'));
        continue;
      }
      for (const [name, value] of Object.entries(entries)) {
        // A name `__proto__`, `constructor` or `prototype` would make the definition a prototype of the table.
        if (isUnsafeKey(name)) out.problems.push(problem(joinPointer(`/structure/${kind}`, name), unsafeKeyMessage(name)));
        else if (isObject(value)) out[kind][name] = value;
        else out.problems.push(problem(joinPointer(`/structure/${kind}`, name), 'must be an object'));
      }
    }
  }
  if (options.report !== false) reportConfigProblems(out.problems);
  return out;
}

/**
 * One screen or form (after any patch was applied) checked against its schema; undefined when it is
 * unusable as a whole (the caller falls back to the built-in one). Problems are reported once. A
 * screen's format-1 names (camelCase data sources and actions) are read as their kebab-case
 * spelling, each with a `deprecated` problem.
 */
export async function validateStructureEntry(kind: 'screens' | 'forms', name: string, raw: unknown, base = '/structure'): Promise<Json | undefined> {
  const all = await loadStructureValidators();
  const pointer = joinPointer(`${base}/${kind}`, name);
  const { value: current, renames } = kind === 'screens' ? renameExtensionNames(raw, pointer) : { value: raw, renames: [] };
  const { value, problems } = validateTolerantly(kind === 'screens' ? all.screen : all.form, current, 'STRUCTURE', pointer);
  reportConfigProblems([...renames.map((r): ConfigProblem => ({ section: 'STRUCTURE', pointer: r.pointer, kind: 'deprecated', message: deprecatedName(r) })), ...problems]);
  return value;
}
