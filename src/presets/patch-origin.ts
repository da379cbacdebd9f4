// Which operation of a screen's or form's patch files set a value of the built screen or form, so a
// finding points at `<file>#/patch/<k>`, not at the patch file as a whole. The patches are replayed
// over the inherited value; each operation's target is named by ids where the element has one (an
// index shifts with later insertions, an id does not), and the last operation whose target holds the
// value (its pointer or an ancestor) wins.
import { applyIdPatch, resolveIdPointer, type IdPatchOperation } from '@/lib/id-patch';

export type PatchLayer = { file: string; ops: readonly IdPatchOperation[] };

const decode = (t: string) => t.replace(/~1/g, '/').replace(/~0/g, '~');
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The tokens with each array index replaced by `#<id>` of the element there, when it has a string id. */
function idTokens(doc: unknown, tokens: readonly string[]): string[] {
  const out: string[] = [];
  let node = doc;
  for (const token of tokens) {
    if (Array.isArray(node)) {
      const item: unknown = node[Number(token)];
      out.push(isObject(item) && typeof item.id === 'string' ? `#${item.id}` : token);
      node = item;
    } else {
      out.push(token);
      node = isObject(node) && Object.hasOwn(node, token) ? node[token] : undefined;
    }
  }
  return out;
}

const tokensOf = (pointer: string) => (pointer === '' ? [] : pointer.slice(1).split('/').map(decode));
const startsWith = (whole: readonly string[], prefix: readonly string[]) => prefix.length <= whole.length && prefix.every((t, i) => whole[i] === t);

/**
 * `<file>#/patch/<k>` of the operation that set the value at `inner` (tokens inside the screen or
 * form) of `built`, replaying `layers` (lowest first) over `inherited`; undefined when no operation
 * reached it or a patch does not replay.
 */
export function patchOperationOf(inherited: unknown, layers: readonly PatchLayer[], built: unknown, inner: readonly string[]): string | undefined {
  const target = idTokens(built, inner);
  let doc = inherited;
  let found: string | undefined;
  for (const { file, ops } of layers) {
    for (const [k, op] of ops.entries()) {
      let next: unknown;
      try {
        next = applyIdPatch(doc, [op]);
      } catch {
        return found;
      }
      if (op.op !== 'remove' && op.op !== 'test') {
        // The target as id-patch resolves it (before the operation; a move after removing `from`),
        // then named by ids in the document after it (`-` is the element appended).
        const base = op.op === 'move' ? applyIdPatch(doc, [{ op: 'remove', path: op.from ?? '' }]) : doc;
        const appended = op.path.endsWith('/-');
        const resolved = tokensOf(resolveIdPointer(base, appended ? op.path.slice(0, -2) : op.path));
        const placed = appended ? [...resolved, String(lastIndex(next, resolved))] : resolved;
        if (startsWith(target, idTokens(next, placed))) found = `${file}#/patch/${k}`;
      }
      doc = next;
    }
  }
  return found;
}

function lastIndex(doc: unknown, tokens: readonly string[]): number {
  let node = doc;
  for (const token of tokens) node = Array.isArray(node) ? node[Number(token)] : isObject(node) ? node[token] : undefined;
  return Array.isArray(node) ? node.length - 1 : 0;
}

/**
 * The pointer, in the unpatched document `doc`, of the value at `inner` of `built`: array elements
 * with an id are found by id (a patch may have moved them); undefined when one is not in `doc`.
 */
export function pointerInOriginal(doc: unknown, built: unknown, inner: readonly string[]): string | undefined {
  const out: string[] = [];
  let node = doc;
  for (const token of idTokens(built, inner)) {
    if (Array.isArray(node)) {
      const index = token.startsWith('#') ? node.findIndex((item) => isObject(item) && item.id === token.slice(1)) : Number(token);
      if (index < 0 || index >= node.length) return undefined;
      out.push(String(index));
      node = node[index];
    } else {
      if (!isObject(node) || !Object.hasOwn(node, token)) return undefined;
      out.push(token.replace(/~/g, '~0').replace(/\//g, '~1'));
      node = node[token];
    }
  }
  return out.map((t) => `/${t}`).join('');
}
