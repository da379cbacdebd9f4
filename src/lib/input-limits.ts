// The one set of limits on operator and file input: the preset CLI, the studio's import and a
// publish apply the same numbers with the same messages (docs/security.md). Browser-safe: no Node.
import { scanJson } from './json-scan';
import { isUnsafeKey, unsafeKeyMessage } from './own-keys';
import type { Finding } from './preset-check/findings';

export const INPUT_LIMITS = {
  /** Bytes of one JSON file (a preset file, a file inside an imported zip). */
  fileBytes: 1_048_576,
  /** Bytes of a whole input: a preset folder, an imported zip (as sent and inflated), a published config. */
  totalBytes: 8_388_608,
  /** Files in a preset folder or a zip. */
  files: 500,
  /** Levels of objects and arrays inside one another. */
  depth: 64,
  /** Characters of one string (a value or a key). */
  stringLength: 100_000,
  /** Keys of one object, items of one array. */
  entries: 5_000,
} as const;

/** A finding list stops here: input that breaks a limit once usually breaks it many times. */
const MAX_FINDINGS = 20;

/** A limit in bytes as people read it: `1 MB (1048576 bytes)`. */
export const formatLimit = (bytes: number): string =>
  `${bytes >= 1_048_576 ? `${Math.round((bytes / 1_048_576) * 10) / 10} MB` : `${Math.round(bytes / 1024)} KB`} (${bytes} bytes)`;

/** A size in bytes, exact (a size just over a limit must not read as the limit). */
export const formatBytes = (bytes: number): string => `${bytes} bytes`;

const L = INPUT_LIMITS;


/** What broke a limit: `amount` is the size, count, length or line; `key` the refused key. */
export type InputProblem = {
  code: 'fileBytes' | 'totalBytes' | 'files' | 'depth' | 'stringLength' | 'entries' | 'syntax' | 'key';
  pointer: string;
  amount?: number;
  key?: string;
};

/** The English message of a problem, naming the input (`where`: a file, an archive, "the published config") and the limit. */
export function describeProblem(problem: InputProblem, where: string): string {
  const amount = problem.amount ?? 0;
  switch (problem.code) {
    case 'fileBytes':
      return `${where} is ${formatBytes(amount)}, over the limit of ${formatLimit(L.fileBytes)} for one file`;
    case 'totalBytes':
      return `${where} holds ${formatBytes(amount)}, over the limit of ${formatLimit(L.totalBytes)} in all`;
    case 'files':
      return `${where} holds ${amount} files, over the limit of ${L.files}`;
    case 'depth':
      return `${where} nests objects and lists deeper than the limit of ${L.depth} levels${amount ? ` (line ${amount})` : ''}`;
    case 'stringLength':
      return `${where} has a text of ${amount} characters, over the limit of ${L.stringLength}`;
    case 'entries':
      return `${where} has ${amount} entries in one object or list, over the limit of ${L.entries}`;
    case 'syntax':
      return `${where} is not valid JSON at line ${amount}`;
    case 'key':
      return unsafeKeyMessage(problem.key ?? '');
  }
}

const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * Every limit and the own-key rule on a parsed JSON value: nesting depth, string length, entries
 * per object or array, and the keys `__proto__`, `constructor`, `prototype` (each refused at its
 * pointer). Iterative, so any depth is safe to walk. `base` prefixes the pointers.
 */
export function inputProblems(value: unknown, base = ''): InputProblem[] {
  const problems: InputProblem[] = [];
  const stack: Array<[node: unknown, pointer: string, depth: number]> = [[value, base, 0]];
  while (stack.length > 0 && problems.length < MAX_FINDINGS) {
    const [node, pointer, depth] = stack.pop() as [unknown, string, number];
    if (typeof node === 'string') {
      if (node.length > L.stringLength) problems.push({ code: 'stringLength', pointer, amount: node.length });
      continue;
    }
    if (typeof node !== 'object' || node === null) continue;
    if (depth >= L.depth) {
      problems.push({ code: 'depth', pointer });
      continue;
    }
    const children: Array<[unknown, string, number]> = [];
    if (Array.isArray(node)) {
      if (node.length > L.entries) problems.push({ code: 'entries', pointer, amount: node.length });
      else node.forEach((child, i) => children.push([child, `${pointer}/${i}`, depth + 1]));
    } else {
      const keys = Object.keys(node);
      if (keys.length > L.entries) problems.push({ code: 'entries', pointer, amount: keys.length });
      else {
        for (const key of keys) {
          const at = `${pointer}/${escape(key)}`;
          if (isUnsafeKey(key)) problems.push({ code: 'key', pointer: at, key });
          else if (key.length > L.stringLength) problems.push({ code: 'stringLength', pointer, amount: key.length });
          else children.push([(node as Record<string, unknown>)[key], at, depth + 1]);
        }
      }
    }
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i] as [unknown, string, number]);
  }
  return problems.slice(0, MAX_FINDINGS);
}

/** Problems as findings (check `input`, severity error), their messages naming `where`. */
export const problemFindings = (problems: readonly InputProblem[], where: string): Finding[] =>
  problems.map((problem) => ({ severity: 'error', check: 'input', pointer: problem.pointer, message: describeProblem(problem, where) }));

/**
 * inputProblems, then the size of the whole value as JSON text (totalBytes), as findings: what the
 * CLI, the studio and a publish report before any other check.
 */
export function checkInputLimits(value: unknown, where: string, base = ''): Finding[] {
  const problems = inputProblems(value, base);
  if (problems.length === 0) {
    const size = JSON.stringify(value)?.length ?? 0;
    if (size > L.totalBytes) problems.push({ code: 'totalBytes', pointer: base, amount: size });
  }
  return problemFindings(problems, where);
}

/**
 * A parse result: the value, or the problems. When the text parsed and only keys were refused,
 * `value` is there too, so a reader that reports each problem can go on without those keys
 * (withoutUnsafeKeys).
 */
export type ParsedInput = { ok: true; value: unknown } | { ok: false; problems: InputProblem[]; value?: unknown };

/**
 * JSON text parsed within the limits: its size (one file's by default; a whole published config
 * passes `INPUT_LIMITS.totalBytes`), then syntax and depth on the raw text (before JSON.parse, so no
 * nesting can overflow the stack), then inputProblems on the value. A syntax error names the line,
 * never the text.
 */
export function parseJsonInput(text: string, maxBytes: number = L.fileBytes): ParsedInput {
  if (text.length > maxBytes) {
    const code = maxBytes === L.fileBytes ? 'fileBytes' : 'totalBytes';
    return { ok: false, problems: [{ code, pointer: '', amount: text.length }] };
  }
  const problem = scanJson(text, L.depth);
  if (problem) return { ok: false, problems: [{ code: problem.kind, pointer: '', amount: problem.line }] };
  const value: unknown = JSON.parse(text);
  const problems = inputProblems(value);
  if (problems.length === 0) return { ok: true, value };
  // A full list may have stopped the walk early: then what it did not reach is unchecked, and no value is given.
  const onlyKeys = problems.length < MAX_FINDINGS && problems.every((p) => p.code === 'key');
  return onlyKeys ? { ok: false, problems, value } : { ok: false, problems };
}

/** parseJsonInput on UTF-8 bytes, their size checked before they are decoded (a leading BOM is dropped). */
export function parseJsonBytes(bytes: Uint8Array): ParsedInput {
  if (bytes.length > L.fileBytes) return { ok: false, problems: [{ code: 'fileBytes', pointer: '', amount: bytes.length }] };
  return parseJsonInput(new TextDecoder('utf-8').decode(bytes));
}

/** A copy of a value that passed every limit but the own-key rule, without the refused keys. */
export function withoutUnsafeKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutUnsafeKeys);
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) if (!isUnsafeKey(key)) out[key] = withoutUnsafeKeys(child);
  return out;
}
