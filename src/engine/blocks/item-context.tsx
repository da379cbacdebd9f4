import { createContext, useContext } from 'react';
import type { Block } from './types';

/**
 * The item a `detail` block with children shows (a coupon, a reward, an article), or one item of a
 * `paged-list` whose children are its item template, for the blocks composed inside it: `item-field`
 * reads a value, `markdown` a field, `component` passes it on. `titleId` is the id the `item-field`
 * marked `title` takes, so the article is named by it. `inList`: the item is one of a list's, so its
 * title is a heading at the list's level (not the page's h1) in the tile typography.
 */
export type ItemScope = { item: unknown; titleId: string; inList?: boolean };

export const ItemContext = createContext<ItemScope | null>(null);

export const useItemScope = () => useContext(ItemContext);

const walk = (list: readonly Block[] = []): Block[] => list.flatMap((b) => [b, ...walk(b.children)]);

/** Whether composed blocks name their item (an `item-field` shown `as: title`), so the article can be labelled by it. */
export const namesItem = (children: readonly Block[] | undefined) =>
  walk(children).some((b) => b.type === 'item-field' && b.props?.as === 'title');
