// Reading a preset's JSON files: only files inside the preset folder (a symlink whose target lies
// outside is refused by its real path), within INPUT_LIMITS (src/lib/input-limits.ts), and no error
// ever quotes a file's content (a syntax error names the line). Each problem goes to `onError`.
import { existsSync, realpathSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describeProblem, INPUT_LIMITS, parseJsonBytes, withoutUnsafeKeys, type InputProblem } from '@/lib/input-limits';
import { isObject, type Json } from '@/lib/preset-check/built-preset';

/** A JSON file that could not be read or was refused; `pointer` is inside the file ('' for the whole file). */
export class PresetFileError extends Error {
  constructor(
    readonly file: string,
    message: string,
    readonly pointer = '',
  ) {
    super(`${file}: ${message}`);
  }
}

/** Receives a file problem and lets the build go on (validate reports every one); without it the build throws. */
export type OnFileError = (error: PresetFileError) => void;

export const throwError: OnFileError = (error) => {
  throw error;
};

/** What the files of one preset folder have used of the limits so far. */
export type Budget = { bytes: number; files: number; refused: boolean };
export const newBudget = (): Budget => ({ bytes: 0, files: 0, refused: false });

const within = (root: string, real: string) => real === root || real.startsWith(`${root}${path.sep}`);

/**
 * The JSON object of `file` in the preset folder `root` (its `$schema` left out), or undefined when
 * it is absent or refused. Keys `__proto__`, `constructor`, `prototype` are each reported and left out.
 */
export function readPresetJson(root: string, file: string, onError: OnFileError, budget: Budget = newBudget()): Json | undefined {
  const value = readJsonWithin(root, file, onError, budget);
  if (value === undefined) return undefined;
  const { $schema: _schema, ...rest } = value;
  return rest;
}

/** readPresetJson with the `$schema` kept (for a tool that rewrites the file). */
export function readJsonWithin(root: string, file: string, onError: OnFileError, budget: Budget = newBudget()): Json | undefined {
  if (!existsSync(file)) return undefined;
  const name = path.relative(root, file).split(path.sep).join('/');
  const refuse = (message: string, pointer = '') => {
    onError(new PresetFileError(file, message, pointer));
    return undefined;
  };
  const problem = (p: InputProblem, where = name) => refuse(describeProblem(p, where), p.pointer);
  const real = realpathSync(file);
  if (!within(realpathSync(root), real)) return refuse(`${name} links outside the preset folder, so it is not read`);
  const stat = statSync(real);
  if (!stat.isFile()) return refuse(`${name} is not a file`);
  if (budget.refused) return undefined;
  budget.files += 1;
  budget.bytes += stat.size;
  if (budget.files > INPUT_LIMITS.files || budget.bytes > INPUT_LIMITS.totalBytes) {
    budget.refused = true;
    const over: InputProblem = budget.files > INPUT_LIMITS.files ? { code: 'files', pointer: '', amount: budget.files } : { code: 'totalBytes', pointer: '', amount: budget.bytes };
    return problem(over, `the preset folder ${path.basename(root)}`);
  }
  if (stat.size > INPUT_LIMITS.fileBytes) return problem({ code: 'fileBytes', pointer: '', amount: stat.size });
  const parsed = parseJsonBytes(readFileSync(real));
  let value: unknown;
  if (parsed.ok) value = parsed.value;
  else {
    parsed.problems.forEach((p) => problem(p));
    if (parsed.value === undefined) return undefined;
    value = withoutUnsafeKeys(parsed.value);
  }
  return isObject(value) ? value : refuse(`${name} must hold a JSON object`);
}

/** Whether `file` (inside `root`, within the limits, a JSON object) names its `$schema`; undefined when it cannot be read. */
export function namesSchema(root: string, file: string): boolean | undefined {
  let real: string;
  try {
    real = realpathSync(file);
    if (!within(realpathSync(root), real) || statSync(real).size > INPUT_LIMITS.fileBytes) return undefined;
  } catch {
    return undefined;
  }
  const parsed = parseJsonBytes(readFileSync(real));
  return parsed.ok && isObject(parsed.value) ? typeof parsed.value.$schema === 'string' : undefined;
}

/** The pointer in the built preset of `pointer` inside a preset file (sections/VISUAL.json#/a -> /sections/VISUAL/a). */
export function builtPointer(file: string, pointer: string): string {
  const folder = path.basename(path.dirname(file));
  const base = path.basename(file, '.json');
  if (['sections', 'translations', 'screens', 'forms'].includes(folder)) return `/${folder}/${base}${pointer}`;
  if (['general', 'seed', 'routes'].includes(base)) return `/${base}${pointer}`;
  return pointer;
}
