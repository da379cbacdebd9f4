import { onlineManager, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { markRestored, refreshesKeptData } from './kept-refresh';

const key = ['coupons'];

function restored(client: QueryClient, fetchedAt: number) {
  client.setQueryData(key, ['kept'], { updatedAt: fetchedAt });
  const query = client.getQueryCache().find({ queryKey: key, exact: true })!;
  markRestored(query, fetchedAt);
  return query;
}

describe('refreshesKeptData', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('is true while restored data is being refreshed, false once the answer is in', async () => {
    const client = new QueryClient();
    const query = restored(client, 1_000);
    expect(refreshesKeptData(query)).toBe(false);
    let answer!: (value: string[]) => void;
    const fetching = client.fetchQuery({ queryKey: key, queryFn: () => new Promise<string[]>((resolve) => (answer = resolve)), staleTime: 0 });
    expect(refreshesKeptData(query)).toBe(true);
    answer(['current']);
    await fetching;
    expect(refreshesKeptData(query)).toBe(false);
    // A later refresh of data the network gave is not a kept refresh.
    void client.fetchQuery({ queryKey: key, queryFn: () => new Promise<string[]>(() => undefined), staleTime: 0 });
    expect(refreshesKeptData(query)).toBe(false);
  });

  it('is false for a query that was never restored, and when the refresh fails', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    void client.fetchQuery({ queryKey: ['news'], queryFn: () => new Promise(() => undefined) });
    expect(refreshesKeptData(client.getQueryCache().find({ queryKey: ['news'] })!)).toBe(false);
    const query = restored(client, 1_000);
    await client.fetchQuery({ queryKey: key, queryFn: () => Promise.reject(new Error('down')), staleTime: 0 }).catch(() => undefined);
    expect(refreshesKeptData(query)).toBe(false);
  });

  it('is false offline: the refresh is paused and the kept data shows', () => {
    onlineManager.setOnline(false);
    const client = new QueryClient();
    const query = restored(client, 1_000);
    void client.fetchQuery({ queryKey: key, queryFn: () => Promise.resolve(['current']), staleTime: 0 });
    expect(query.state.fetchStatus).toBe('paused');
    expect(refreshesKeptData(query)).toBe(false);
  });
});
