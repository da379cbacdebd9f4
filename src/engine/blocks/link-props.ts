/**
 * Link props are found in the block props schemas, never listed by hand: a prop whose schema is
 * `{ $ref: '#/definitions/inAppLink' }` is a link the block renders (`configLink` decides how).
 * `npm run codegen` writes the paths of every block's link props into
 * src/generated/block-link-props.ts, which structure validation reads; tests read it too, so a new
 * block with a link prop is checked and tested without further code.
 */
export const LINK_REF = '#/definitions/inAppLink';

/** A path into a block's props; `*` stands for every item of an array. */
export type LinkPropPath = readonly string[];

/** Paths of the link props of a props schema (objects, arrays of objects; local definitions are not followed). */
export function linkPropPaths(schema: unknown, at: readonly string[] = []): LinkPropPath[] {
  if (!schema || typeof schema !== 'object') return [];
  const s = schema as Record<string, unknown>;
  if (s.$ref === LINK_REF) return [at];
  const found: LinkPropPath[] = [];
  if (s.properties && typeof s.properties === 'object') {
    for (const [key, child] of Object.entries(s.properties as Record<string, unknown>)) found.push(...linkPropPaths(child, [...at, key]));
  }
  if (s.items) found.push(...linkPropPaths(s.items, [...at, '*']));
  return found;
}

/** Every value at `path` in `props` with its path from the props (`*` expanded to indices). */
export function valuesAt(props: unknown, path: LinkPropPath, at: string[] = []): Array<{ path: string[]; value: unknown; holder: Record<string, unknown> }> {
  if (!props || typeof props !== 'object') return [];
  const [head, ...rest] = path;
  if (head === undefined) return [];
  if (head === '*') {
    return Array.isArray(props) ? props.flatMap((item, i) => valuesAt(item, rest, [...at, String(i)])) : [];
  }
  if (Array.isArray(props) || !(head in props)) return [];
  const holder = props as Record<string, unknown>;
  if (rest.length === 0) return [{ path: [...at, head], value: holder[head], holder }];
  return valuesAt(holder[head], rest, [...at, head]);
}
