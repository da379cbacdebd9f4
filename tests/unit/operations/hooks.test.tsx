// Operations in React (jsdom): the gating rules of the spec and what a member sees refresh after a mutation.
import { QueryClientProvider, useInfiniteQuery, useMutation, type QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useUser } from '@/lib/api/operations/get-user';
import { couponsQuery } from '@/lib/api/operations/list-coupons';
import { useDeals } from '@/lib/api/operations/list-deals';
import { newsQuery } from '@/lib/api/operations/list-news';
import { loginMutation } from '@/lib/api/operations/login';
import { redeemCouponMutation } from '@/lib/api/operations/redeem-coupon';
import { createQueryClient, uniqueItems } from '@/lib/query';
import { account, installDemoBackend, signIn } from './demo-backend';

const backend = installDemoBackend();
let queryClient: QueryClient;

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

/** Paths and JSON bodies of the calls the hooks make. */
function recordCalls() {
  const calls: Array<{ path: string; body: unknown }> = [];
  backend.server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname.replace(/^\/wl\/v1\//, '');
    void request
      .clone()
      .text()
      .then((text: string) => calls.push({ path, body: text ? JSON.parse(text) : null }));
  });
  return calls;
}

beforeEach(() => {
  queryClient = createQueryClient();
});

describe('gating', () => {
  it('the user query waits for a sign-in, then runs', async () => {
    const { result } = renderHook(() => ({ user: useUser(), login: useMutation(loginMutation(queryClient)) }), { wrapper });
    expect(result.current.user.fetchStatus).toBe('idle');
    expect(result.current.user.data).toBeUndefined();
    await act(() => result.current.login.mutateAsync({ email: account('verified').email, password: account('verified').password }));
    await waitFor(() => expect(result.current.user.data?.email).toBe(account('verified').email));
  });
});

describe('paged lists', () => {
  it('news carries the channel filter with limit 20; a first page that holds the whole total is the last', async () => {
    await signIn('verified');
    const calls = recordCalls();
    const { result } = renderHook(() => useInfiniteQuery(newsQuery(['web'])), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    // The demo has exactly one page of news (total 20): no empty second page is asked for.
    expect(result.current.data?.pages[0]).toHaveLength(20);
    expect(result.current.hasNextPage).toBe(false);
    expect(calls.map((c) => c.body)).toEqual([{ filter: { channel_slug: ['web'] }, limit: 20, offset: 0 }]);
    const items = uniqueItems(result.current.data);
    expect(new Set(items.map((n) => n.id)).size).toBe(items.length);
  });

  it('deals stop paging after a short page', async () => {
    const { result } = renderHook(() => useDeals(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data!.pages[0]!.length).toBeLessThan(20);
    expect(result.current.hasNextPage).toBe(false);
  });
});

describe('after a mutation', () => {
  it('redeeming refreshes the coupon list and the member on screen, not the deals', async () => {
    await signIn('verified');
    const { result } = renderHook(
      () => ({ coupons: useInfiniteQuery(couponsQuery()), user: useUser(), deals: useDeals(), redeem: useMutation(redeemCouponMutation(queryClient)) }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.coupons.isSuccess && result.current.user.isSuccess && result.current.deals.isSuccess).toBe(true));
    const activated = uniqueItems(result.current.coupons.data).find((c) => c.activated)!;
    const calls = recordCalls();
    const dealsFetchedAt = result.current.deals.dataUpdatedAt;
    await act(() => result.current.redeem.mutateAsync(activated.id));
    await waitFor(() => expect(uniqueItems(result.current.coupons.data).some((c) => c.id === activated.id)).toBe(false));
    await waitFor(() => expect(calls.map((c) => c.path).sort()).toEqual([`coupon/${activated.id}/redeem`, 'coupons', 'user']));
    expect(result.current.deals.dataUpdatedAt).toBe(dealsFetchedAt);
    expect(queryClient.getQueryState(['deals', { limit: 20 }])?.isInvalidated).toBe(false);
  });
});
