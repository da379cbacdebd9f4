/** What an own entry may carry to stand among built-in ones: the id of the built-in entry it precedes. */
export type Placed = { before?: string | number | null };

/** The id an own entry has in an order: its index in the channel's items (`item-<index>`). */
export const itemId = (index: number) => `item-${index}`;
const ITEM = /^item-(\d+)$/;
/** The index of an own entry's id in an order, or null for a built-in id. */
export function itemIndex(id: string): number | null {
  const match = ITEM.exec(id);
  return match ? Number(match[1]) : null;
}

/**
 * Where the channel's own entries stand among built-in ones (menu entries, footer column 1 links):
 * the entry ids in order, built-in ids as given and `item-<index>` for items. An item whose `before`
 * names a built-in id comes right before that entry, the others after the built-in entries; items
 * keep their own order. Ids compare as strings (a consent id may be a number).
 */
export function entryOrder(builtInIds: readonly string[], items: readonly Placed[]): string[] {
  const slot = (item: Placed) => {
    const before = item.before == null ? '' : String(item.before);
    return before && builtInIds.includes(before) ? before : null;
  };
  const order: string[] = [];
  for (const id of builtInIds) {
    items.forEach((item, index) => {
      if (slot(item) === id) order.push(itemId(index));
    });
    order.push(id);
  }
  items.forEach((item, index) => {
    if (slot(item) === null) order.push(itemId(index));
  });
  return order;
}
