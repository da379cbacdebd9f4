// Link props of blocks (found in the block schemas, src/generated/block-link-props.ts) that the one
// link rule (`configLink`) refuses: structure validation drops each such prop, alone, with a
// pointer problem (boot), and `preset validate` and the studio report it as an error.
import { valuesAt } from '@/engine/blocks/link-props';
import { blockLinkProps } from '@/generated/block-link-props';
import type { Finding } from '@/lib/preset-check/findings';
import { configLink, OFFSITE_BLOCK_LINK } from '@/lib/sanitize/link';
import { joinPointer } from './json-pointer';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Every block link prop (from the root of `value`) that is neither in-app nor an explicit external
 * link: `pointer` names the prop; `drop` is what to remove, the prop, or the array item holding it
 * (a `links` item without its target is no item).
 */
export function offsiteBlockLinkProps(value: unknown, pointer = ''): Array<{ pointer: string; drop: string }> {
  if (Array.isArray(value)) return value.flatMap((item, index) => offsiteBlockLinkProps(item, joinPointer(pointer, String(index))));
  if (!isRecord(value)) return [];
  const found: Array<{ pointer: string; drop: string }> = [];
  const paths = typeof value.type === 'string' ? blockLinkProps[value.type] : undefined;
  if (paths && isRecord(value.props)) {
    for (const path of paths) {
      for (const { path: at, value: target, holder } of valuesAt(value.props, path)) {
        if (configLink(target, holder.external === true) !== null) continue;
        const inItem = path.length > 1 && path[path.length - 2] === '*';
        found.push({ pointer: joinPointer(pointer, 'props', ...at), drop: joinPointer(pointer, 'props', ...(inItem ? at.slice(0, -1) : at)) });
      }
    }
  }
  for (const [key, child] of Object.entries(value)) found.push(...offsiteBlockLinkProps(child, joinPointer(pointer, key)));
  return found;
}

/** JSON pointers of the refused block link props (see offsiteBlockLinkProps). */
export const offsiteBlockLinks = (value: unknown, pointer = ''): string[] => offsiteBlockLinkProps(value, pointer).map((found) => found.pointer);

/** `preset validate` and studio findings for the link props of the preset's screens. */
export function checkBlockLinks(screens: unknown): Finding[] {
  return offsiteBlockLinks(screens, '/screens').map((pointer) => ({ severity: 'error', check: 'schema', pointer, message: `a link ${OFFSITE_BLOCK_LINK}` }));
}
