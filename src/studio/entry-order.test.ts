import { describe, expect, it } from 'vitest';
import { entryOrder } from '@/engine/routes/entry-order';
import { menuOrder } from '@/engine/routes/menu';
import { itemsInOrder } from './entry-order';

type Entry = Record<string, unknown> & { before?: string };

const stores: Entry = { title: 'Stores', link: { target: '/stores', type: 'APP' } };
const help: Entry = { title: 'Help', link: { target: '/help', type: 'APP' } };

describe('itemsInOrder', () => {
  it('writes a moved entry as the built-in entry it now precedes, and back to the end without one', () => {
    const items = [stores, help];
    const order = menuOrder(items);
    // Stores one up: before Transaction history.
    const up = [...order];
    up.splice(order.indexOf('item-0'), 1);
    up.splice(order.indexOf('transactions'), 0, 'item-0');
    const moved = itemsInOrder(items, up);
    expect(moved).toEqual([{ ...stores, before: 'transactions' }, help]);
    expect(menuOrder(moved)).toEqual(up);
    // And down again: after the built-in entries, with no `before` left.
    expect(itemsInOrder(moved, menuOrder([stores, help]))).toEqual([stores, help]);
  });

  it('swaps two own entries in the same place', () => {
    const items = [stores, help];
    expect(itemsInOrder(items, [...menuOrder(items).slice(0, -2), 'item-1', 'item-0'])).toEqual([help, stores]);
  });

  it('writes a footer link moved before a listed consent as that consent id', () => {
    const consents = ['cons-1', 'cons-2'];
    const order = entryOrder(consents, [stores]);
    expect(order).toEqual(['cons-1', 'cons-2', 'item-0']);
    const moved = itemsInOrder([stores], ['cons-1', 'item-0', 'cons-2']);
    expect(moved).toEqual([{ ...stores, before: 'cons-2' }]);
    expect(entryOrder(consents, moved)).toEqual(['cons-1', 'item-0', 'cons-2']);
  });
});

