// @vitest-environment node
// Query keys name a path of the contract: a misspelt or retyped route is a compile error (checked by
// `npm run typecheck`, which includes this file), and the keys the invalidations reach are the keys
// the reads are cached under.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { invalidateCouponData } from '@/lib/api/invalidation';
import { couponQuery } from '@/lib/api/operations/get-coupon';
import { couponsQuery } from '@/lib/api/operations/list-coupons';
import { pagedQueryOptions } from './paged';
import { routeKey, type ApiRoute } from './query-client';

describe('query keys', () => {
  it('are typed from the contract paths, without the leading slash', () => {
    expectTypeOf<'coupons'>().toMatchTypeOf<ApiRoute>();
    expectTypeOf<'coupon/{id}'>().toMatchTypeOf<ApiRoute>();
    expectTypeOf<'user'>().toMatchTypeOf<ApiRoute>();
    expectTypeOf<'/coupons'>().not.toMatchTypeOf<ApiRoute>();
    expectTypeOf<'coupon'>().not.toMatchTypeOf<ApiRoute>();
    // @ts-expect-error a misspelt route does not compile
    expect(routeKey('cupons')).toEqual(['cupons']);
    // @ts-expect-error nor a paged list on a path the contract lacks
    expect(pagedQueryOptions({ route: 'coupon', fetchPage: async () => [] }).queryKey[0]).toBe('coupon');
  });

  it('an invalidation reaches the keys the operations cache under', async () => {
    const queryClient = new QueryClient();
    const list = couponsQuery().queryKey;
    const one = couponQuery('7').queryKey;
    queryClient.setQueryData(list, { pages: [], pageParams: [] });
    queryClient.setQueryData(one, { id: '7', name: 'Coupon 7', activated: false, points: 0 });
    await invalidateCouponData(queryClient);
    expect(queryClient.getQueryState(list)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(one)?.isInvalidated).toBe(true);
  });
});
