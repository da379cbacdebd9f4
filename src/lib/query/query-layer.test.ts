// @vitest-environment node
import { InfiniteQueryObserver, MutationObserver, QueryObserver, onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, initSession, setTokens } from '@/lib/session';
import { PAGE_SIZE, pagedQueryOptions, sharePagesWith, uniqueItems, type PageOf } from './paged';
import { sharePages } from './share-pages';
import { NEVER_STALE, QUERY_GC_MS, QUERY_STALE_MS, bindSessionToQueries, createQueryClient, publicMeta } from './query-client';

// As the list renderers do (src/blocks/paged-list/renderer.tsx).
sharePagesWith(sharePages);

type Item = { id: string };
const items = (from: number, count: number): Item[] => Array.from({ length: count }, (_, i) => ({ id: `c${from + i}` }));

afterEach(() => clearSession());

describe('query client defaults', () => {
  it('uses the spec constants: stale 10 s, no retry, unused cache kept 5 minutes', () => {
    const defaults = createQueryClient().getDefaultOptions().queries;
    expect(defaults?.staleTime).toBe(QUERY_STALE_MS);
    expect(QUERY_STALE_MS).toBe(10_000);
    expect(defaults?.retry).toBe(false);
    expect(defaults?.gcTime).toBe(5 * 60_000);
    expect(QUERY_GC_MS).toBe(300_000);
    expect(NEVER_STALE).toBe(Infinity);
  });

  it('runs calls while the browser reports offline, so they fail with a message instead of pausing', async () => {
    onlineManager.setOnline(false);
    try {
      const client = createQueryClient();
      const mutation = new MutationObserver(client, {
        mutationFn: () => Promise.reject(new Error('network')),
      });
      await expect(mutation.mutate()).rejects.toThrow('network');
      expect(mutation.getCurrentResult().isPaused).toBe(false);
      await expect(client.fetchQuery({ queryKey: ['offline'], queryFn: () => Promise.reject(new Error('network')) })).rejects.toThrow(
        'network',
      );
    } finally {
      onlineManager.setOnline(true);
    }
  });
});

describe('paged queries', () => {
  it('sends limit 20 and offset = loaded pages x limit, and stops on a short page', async () => {
    const requests: Array<{ limit: number; offset: number }> = [];
    const total = 45;
    const queryClient = createQueryClient();
    const options = pagedQueryOptions<Item>({
      route: 'coupons',
      fetchPage: async (page) => {
        requests.push(page);
        return items(page.offset, Math.max(0, Math.min(page.limit, total - page.offset)));
      },
    });
    const observer = new InfiniteQueryObserver(queryClient, options);
    await observer.refetch();
    await observer.fetchNextPage();
    const last = await observer.fetchNextPage();
    expect(requests).toEqual([
      { limit: PAGE_SIZE, offset: 0 },
      { limit: 20, offset: 20 },
      { limit: 20, offset: 40 },
    ]);
    expect(last.hasNextPage).toBe(false);
    expect(uniqueItems(last.data)).toHaveLength(45);
  });

  it('has a next page after a full page, even when the list happens to end there', async () => {
    const queryClient = createQueryClient();
    const options = pagedQueryOptions<Item>({ route: 'news', fetchPage: async () => items(0, 20) });
    const observer = new InfiniteQueryObserver(queryClient, options);
    await observer.refetch();
    expect(observer.getCurrentResult().hasNextPage).toBe(true);
  });

  it('asks no further page when the answer\'s total says one full page is the whole list', async () => {
    const requests: number[] = [];
    const queryClient = createQueryClient();
    const options = pagedQueryOptions<Item>({
      route: 'news',
      fetchPage: async (page) => {
        requests.push(page.offset);
        return { items: items(page.offset, Math.max(0, Math.min(page.limit, 20 - page.offset))), total: 20 };
      },
    });
    const observer = new InfiniteQueryObserver(queryClient, options);
    await observer.refetch();
    expect(observer.getCurrentResult().hasNextPage).toBe(false);
    expect(uniqueItems(observer.getCurrentResult().data)).toHaveLength(20);
    expect(requests).toEqual([0]);
  });

  it('offers the next page while the total is not loaded yet, with limit 20', async () => {
    const requests: Array<{ limit: number; offset: number }> = [];
    const queryClient = createQueryClient();
    const options = pagedQueryOptions<Item>({
      route: 'news',
      fetchPage: async (page) => {
        requests.push(page);
        return { items: items(page.offset, Math.max(0, Math.min(page.limit, 40 - page.offset))), total: 40 };
      },
    });
    const observer = new InfiniteQueryObserver(queryClient, options);
    await observer.refetch();
    expect(observer.getCurrentResult().hasNextPage).toBe(true);
    const last = await observer.fetchNextPage();
    expect(last.hasNextPage).toBe(false);
    expect(uniqueItems(last.data)).toHaveLength(40);
    expect(requests).toEqual([
      { limit: 20, offset: 0 },
      { limit: 20, offset: 20 },
    ]);
  });

  it('keys a paged query by route plus payload with its limit', () => {
    const options = pagedQueryOptions<Item, { filter: { channel_slug: string[] } }>({
      route: 'news',
      payload: { filter: { channel_slug: ['web'] } },
      fetchPage: async () => [],
    });
    expect(options.queryKey).toEqual(['news', { filter: { channel_slug: ['web'] }, limit: 20 }]);
  });

  it('keeps the data, its pages (with their total) and items the same objects when a refresh answers the same', async () => {
    let total = 40;
    const queryClient = createQueryClient();
    const options = pagedQueryOptions<Item>({ route: 'news', fetchPage: async (page) => ({ items: items(page.offset, 20), total }) });
    const observer = new InfiniteQueryObserver(queryClient, options);
    await observer.refetch();
    const before = (await observer.fetchNextPage()).data!;
    const after = (await observer.refetch()).data!;
    expect(after).toBe(before);
    expect((after.pages[1] as PageOf<Item>).total).toBe(40);

    total = 41;
    const grown = (await observer.refetch()).data!;
    expect(grown).not.toBe(before);
    expect(grown.pages.map((page) => (page as PageOf<Item>).total)).toEqual([41, 41]);
    expect(grown.pages[0]![5]).toBe(before.pages[0]![5]);
    expect(grown.pageParams).toBe(before.pageParams);
  });

  it('de-duplicates items by id across pages, keeping the first', () => {
    const data = {
      pages: [
        [{ id: 'a', v: 1 }, { id: 'b', v: 1 }],
        [{ id: 'b', v: 2 }, { id: 'c', v: 2 }],
      ],
      pageParams: [0, 2],
    };
    expect(uniqueItems(data)).toEqual([{ id: 'a', v: 1 }, { id: 'b', v: 1 }, { id: 'c', v: 2 }]);
  });
});

describe('session and cache', () => {
  it('removes every member query when the token goes away, keeping public config', async () => {
    initSession('local');
    setTokens({ token: 't', refresh_token: 'r' });
    const queryClient = createQueryClient();
    const unbind = bindSessionToQueries(queryClient);
    await new QueryObserver(queryClient, { queryKey: ['user'], queryFn: async () => ({ id: 'u1' }) }).refetch();
    await new QueryObserver(queryClient, {
      queryKey: ['platform/config/public'],
      queryFn: async () => ({ channel_id: 'c' }),
      meta: publicMeta,
      staleTime: NEVER_STALE,
    }).refetch();
    expect(queryClient.getQueryData(['user'])).toEqual({ id: 'u1' });
    clearSession();
    expect(queryClient.getQueryData(['user'])).toBeUndefined();
    expect(queryClient.getQueryData(['platform/config/public'])).toEqual({ channel_id: 'c' });
    unbind();
  });
});
