import { NOT_APPLICABLE, type Block, type BlockTester } from './types';

/** JSON Forms style: `rankWith(2, typeIs('paged-list'))`. */
export const rankWith =
  (rank: number, predicate: (block: Block) => boolean): BlockTester =>
  (block) =>
    predicate(block) ? rank : NOT_APPLICABLE;

export const typeIs =
  (...types: string[]) =>
  (block: Block): boolean =>
    types.includes(block.type);

export const and =
  (...predicates: Array<(block: Block) => boolean>) =>
  (block: Block): boolean =>
    predicates.every((p) => p(block));

export const propIs =
  (name: string, value: unknown) =>
  (block: Block): boolean =>
    block.props?.[name] === value;

/** Picks the entry whose tester ranks the block highest; ties go to the earlier entry. */
export function pickEntry<E extends { tester: BlockTester }>(entries: readonly E[], block: Block): E | undefined {
  let best: E | undefined;
  let bestRank = NOT_APPLICABLE;
  for (const entry of entries) {
    const rank = entry.tester(block);
    if (rank > bestRank) {
      best = entry;
      bestRank = rank;
    }
  }
  return best;
}
