import { describe, expect, it } from 'vitest';
import { entryOrder, itemIndex } from './entry-order';

describe('entryOrder', () => {
  it('puts an item right before the built-in entry its `before` names, the others after the built-ins, in item order', () => {
    const items = [{}, { before: 'b' }, { before: 'a' }, { before: 'b' }];
    expect(entryOrder(['a', 'b', 'c'], items)).toEqual(['item-2', 'a', 'item-1', 'item-3', 'b', 'c', 'item-0']);
  });

  it('compares ids as strings (a consent id may be a number) and leaves an unknown `before` at the end', () => {
    expect(entryOrder(['7', 'cons-2'], [{ before: 7 }, { before: 'gone' }, { before: null }])).toEqual(['item-0', '7', 'cons-2', 'item-1', 'item-2']);
  });

  it('tells an item id from a built-in one', () => {
    expect([itemIndex('item-12'), itemIndex('cons-1'), itemIndex('home')]).toEqual([12, null, null]);
  });
});
