// The tolerant core: validate with a precompiled validator (allErrors, useDefaults), remove what
// is invalid so defaults fill in, repeat until valid. Pointers stay true to the input.
import type { ErrorObject } from 'ajv';
import type { PrecompiledValidator } from '@/generated/sections-validators.js';
import { OFFSITE_BLOCK_LINK } from '@/lib/sanitize/link';
import { OFFSITE_APP_LINK, offsiteAppLinkItems } from './app-links';
import { offsiteBlockLinkProps } from './block-links';
import { getAt, isWithin, joinPointer, parsePointer } from './json-pointer';
import { describeError, type ConfigProblem } from './problems';

/** Removing a field can make its parent invalid (a required property); each pass goes one level up. */
const maxPasses = 8;
const combinators = new Set(['if', 'anyOf', 'oneOf', 'not', 'allOf']);

export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return `a ${typeof value}`;
}

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

export type TolerantResult = { value: Record<string, unknown> | undefined; problems: ConfigProblem[] };

/**
 * Validates a JSON object, dropping invalid parts. `value` is undefined when the object as a whole
 * is unusable (not an object, or invalid at its root): the caller falls back to defaults.
 */
export function validateTolerantly(validate: PrecompiledValidator, raw: unknown, section: ConfigProblem['section'], base: string): TolerantResult {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    return { value: undefined, problems: [{ section, pointer: base, kind: 'not-an-object', message: `must be an object, got ${describeValue(raw)}` }] };
  }
  let data: Record<string, unknown>;
  try {
    data = JSON.parse(JSON.stringify(raw)) as Record<string, unknown>;
  } catch {
    return { value: undefined, problems: [{ section, pointer: base, kind: 'not-an-object', message: 'is not plain JSON' }] };
  }
  const problems = new Map<string, ConfigProblem>();
  const removed: string[] = [];
  const removedItems: string[] = [];
  const done = (value: Record<string, unknown> | undefined) => ({ value, problems: [...problems.values()] });
  // Beyond the schema: an APP link that would leave the portal drops its item (pointer true to the input).
  for (const pointer of offsiteAppLinkItems(data)) {
    problems.set(pointer, { section, pointer: `${base}${pointer}/link/target`, kind: 'invalid', message: OFFSITE_APP_LINK });
    remove(data, pointer, removedItems);
  }
  // Beyond the schema: a block's link prop that is neither in-app nor explicitly external is dropped
  // alone (with its list item, when it is the target of one).
  for (const { pointer, drop } of offsiteBlockLinkProps(data)) {
    problems.set(pointer, { section, pointer: `${base}${pointer}`, kind: 'invalid', message: OFFSITE_BLOCK_LINK });
    remove(data, drop, removedItems);
    removed.push(drop);
  }
  for (let pass = 0; pass < maxPasses; pass++) {
    const valid = validate(data);
    const all = (validate.errors ?? []).map(targetOf);
    const dropped = (t: Target) => removedItems.some((item) => isWithin(t.pointer, item));
    const deeper = (t: Target) => all.filter((o) => o !== t && !combinators.has(o.error.keyword) && isWithin(o.pointer, t.pointer));
    // A combinator error (the block's if/then) that only summarises dropped items' placeholders is no error of its own.
    const targets = all.filter((t) => !dropped(t) && !(combinators.has(t.error.keyword) && deeper(t).length > 0 && deeper(t).every(dropped)));
    if (valid || targets.length === 0) {
      // Only the placeholders of dropped items are left: drop them and check the result once more.
      compact(data, removedItems.splice(0));
      if (valid || validate(data)) return done(data);
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
      problems.set(t.pointer, { section, pointer: base + t.pointer, kind: t.kind, message });
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
  return done(undefined);
}
