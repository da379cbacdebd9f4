import { createContext, useContext } from 'react';

/**
 * The item a `detail` block with children shows (a coupon, a reward, an article), for the blocks
 * composed inside it: `item-field` reads a value, `markdown` a field, `component` passes it on.
 * `titleId` is the id the `item-field` marked `title` takes, so the detail's article is named by it.
 */
export type ItemScope = { item: unknown; titleId: string };

export const ItemContext = createContext<ItemScope | null>(null);

export const useItemScope = () => useContext(ItemContext);
