import { describe, expect, it } from 'vitest';
import { screenNeeds } from './screen-needs';

describe('what a screen needs before it shows', () => {
  it('lists its block types, bespoke components, forms and reads; a switch reads only in some states', () => {
    const needs = screenNeeds([
      { type: 'form', props: { form: 'password-login' } },
      { type: 'detail', props: { dataSource: 'coupon', params: { id: ':id' } }, children: [{ type: 'component', props: { name: 'coupon-code' } }] },
      { type: 'paged-list', props: { dataSource: 'coupons', itemRenderer: 'coupon-tile' } },
      { type: 'switch', props: { dataSource: 'user' }, children: [{ type: 'paged-list', props: { dataSource: 'news' } }] },
    ]);
    expect(needs).toEqual({
      blocks: ['form', 'detail', 'component', 'paged-list', 'switch'],
      components: ['coupon-code', 'coupon-tile'],
      forms: ['password-login'],
      reads: [{ dataSource: 'coupon', params: { id: ':id' } }, { dataSource: 'coupons' }],
    });
  });
});
