import { describe, expect, it } from 'vitest';
import { screenPreload } from './screen-preloads';

describe('what a built-in screen starts at boot', () => {
  it('lists its block types, bespoke components, forms and reads; a switch reads only in some states', () => {
    const needs = screenPreload([
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
