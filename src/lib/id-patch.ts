// Partial overrides of screens and forms: RFC 6902 JSON Patch operations whose paths may address an
// array element by its id instead of its index (docs/screens-and-forms.md). Each path is resolved to
// a plain RFC 6901 pointer against the document as it is at that step, then fast-json-patch applies
// the standard operation. Used by the preset builder (node) and by the portal (a lazy chunk).
import { applyOperation, getValueByPointer, type Operation } from 'fast-json-patch/module/core.mjs';
import { isUnsafeKey, ownValue, unsafeKeyMessage } from './own-keys';

export type IdPatchOperation = {
  op: 'add' | 'remove' | 'replace' | 'move' | 'copy' | 'test';
  path: string;
  from?: string;
  value?: unknown;
};

/** An operation that cannot apply; `index` is its place in the patch, `message` says why. */
export class IdPatchError extends Error {
  constructor(
    readonly index: number,
    message: string,
  ) {
    super(`patch/${index}: ${message}`);
  }
}

const INDEX = /^(0|[1-9][0-9]*)$/;
const decode = (token: string) => token.replace(/~1/g, '/').replace(/~0/g, '~');
const encode = (token: string) => token.replace(/~/g, '~0').replace(/\//g, '~1');
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The RFC 6901 pointer of `pointer` in `doc`: a segment into an array that is not an index or `-`
 * names the element whose `id` is that segment, or (arrays of strings such as `ui:order`) the element
 * equal to it. Throws when no element has that id, and for a segment `__proto__`, `constructor` or
 * `prototype` (a patch must never reach Object.prototype). Only own properties are followed.
 */
export function resolveIdPointer(doc: unknown, pointer: string): string {
  if (pointer === '') return '';
  if (!pointer.startsWith('/')) throw new Error(`"${pointer}" is not a JSON pointer`);
  let current: unknown = doc;
  const out: string[] = [];
  for (const raw of pointer.slice(1).split('/')) {
    const token = decode(raw);
    if (isUnsafeKey(token)) throw new Error(`${unsafeKeyMessage(token)} (in "${pointer}")`);
    if (Array.isArray(current) && !INDEX.test(token) && token !== '-') {
      const index = current.findIndex((item) => (isObject(item) ? item.id === token : item === token));
      if (index < 0) throw new Error(`no element with id "${token}" at ${out.length ? `/${out.join('/')}` : 'the root'}`);
      out.push(String(index));
      current = current[index];
    } else {
      out.push(encode(token));
      current = Array.isArray(current) ? current[Number(token)] : ownValue(current, token);
    }
  }
  return `/${out.join('/')}`;
}

function applyOne(doc: unknown, op: IdPatchOperation): unknown {
  if (op.op === 'move' || op.op === 'copy') {
    // RFC 6902: move = remove `from`, then add at `path` as resolved after the removal.
    const from = resolveIdPointer(doc, op.from ?? '');
    const value = structuredClone(getValueByPointer(doc, from) as unknown);
    if (value === undefined) throw new Error(`nothing at "${op.from}"`);
    const removed = op.op === 'move' ? applyOperation(doc, { op: 'remove', path: from }, true, true, true).newDocument : doc;
    return applyOperation(removed, { op: 'add', path: resolveIdPointer(removed, op.path), value }, true, true, true).newDocument;
  }
  const path = resolveIdPointer(doc, op.path);
  return applyOperation(doc, { ...op, path } as Operation, true, true, true).newDocument;
}

/** `doc` with the operations applied in order (the input is not changed). Throws IdPatchError. */
export function applyIdPatch<T>(doc: T, operations: readonly IdPatchOperation[]): T {
  let out: unknown = structuredClone(doc);
  operations.forEach((op, index) => {
    try {
      out = applyOne(out, op);
    } catch (error) {
      throw new IdPatchError(index, (error as Error).message.split('\n')[0] ?? 'cannot apply');
    }
  });
  return out as T;
}
