import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { configureApi } from '@/lib/api/client';
import { couponsQuery } from '@/lib/api/operations/list-coupons';
import { createQueryClient, withTotal } from '@/lib/query';
import { useTillCoupons } from './use-till-coupons';

const BASE = 'http://portal.test';
const TOTAL = 25;
const all = Array.from({ length: TOTAL }, (_, i) => ({ id: `c-${i}`, name: `Coupon ${i}`, activated: i === 22, points: 0 }));
let asked: number[] = [];

const server = setupServer(
  http.post(`${BASE}/wl/v1/coupons`, async ({ request }) => {
    const { limit, offset } = (await request.json()) as { limit: number; offset: number };
    asked.push(offset);
    return HttpResponse.json({ data: { coupons: all.slice(offset, offset + limit), total: TOTAL } });
  }),
);
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  configureApi({ baseUrl: BASE, channelId: 'c' });
});
afterEach(() => {
  server.resetHandlers();
  asked = [];
});
afterAll(() => server.close());

describe('the till reads the whole coupon list', () => {
  it('a list already in the cache and refreshed as the till mounts (a kept first page) goes on to its last page', async () => {
    const client = createQueryClient();
    // As a returning member's kept list is put back: the first page with its total, marked for refresh.
    const { queryKey } = couponsQuery();
    client.setQueryData(queryKey, { pages: [withTotal(all.slice(0, 20), TOTAL)], pageParams: [0] });
    client.getQueryCache().find({ queryKey, exact: true })?.invalidate();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;

    const { result } = renderHook(() => useTillCoupons(), { wrapper });

    await waitFor(() => expect(result.current.state).toBe('live'));
    const live = result.current as Extract<typeof result.current, { state: 'live' }>;
    expect(live.coupons).toHaveLength(TOTAL);
    expect(live.activated.map((coupon) => coupon.id)).toEqual(['c-22']);
    expect(asked).toEqual([0, 20]);
  });
});
