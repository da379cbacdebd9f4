// When a coupon list's tiles render again: a returning member's kept list is replaced by its
// refresh in place, and an answer that changed nothing a tile shows must not render the 20 tiles
// again (docs/performance.md, "Long tasks of a returning member's `/coupons`").
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userQuery } from '@/lib/api/operations/get-user';
import { pagedQueryOptions, sharePagesWith, uniqueItems, withTotal } from '@/lib/query';
import { sharePages } from '@/lib/query/share-pages';
import type { Coupon } from '@/lib/rules/coupon';
import { renderWithProviders } from '@/test-support/render';
import { CouponTile } from './coupon-tile';
import type * as CouponClock from './use-coupon-clock';
import { clientWithUser, makeCoupon, makeUser } from './test-utils';

// As the list renderers do (src/blocks/paged-list/renderer.tsx).
sharePagesWith(sharePages);

/** Coupon ids, one per render of a tile (the tile reads the clock once per render). */
const renders = vi.hoisted(() => [] as string[]);
vi.mock('./use-coupon-clock', async (importOriginal) => {
  const real = await importOriginal<typeof CouponClock>();
  return {
    ...real,
    useCouponClock: (...args: Parameters<typeof real.useCouponClock>) => {
      renders.push(args[0].id);
      return real.useCouponClock(...args);
    },
  };
});

afterEach(() => {
  cleanup();
  renders.length = 0;
});

const coupons = [makeCoupon({ id: 'c1', name: 'Free coffee' }), makeCoupon({ id: 'c2', name: 'Cake', points: 300 }), makeCoupon({ id: 'c3', name: 'Tea' })];
/** Lets the query cache's batched notifications (a timer) reach React. */
const settled = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 10)));
const rendersOf = (id: string) => renders.filter((rendered) => rendered === id).length;

/**
 * The list as the returning member's boot leaves it: the kept first page (read back from JSON, with
 * its total) in the cache, its refresh held until `answer` is called with what the backend answers.
 */
function keptListAndRefresh() {
  let answer!: (page: Coupon[]) => void;
  const options = pagedQueryOptions<Coupon>({
    route: 'coupons',
    fetchPage: () => new Promise((resolve) => (answer = (page) => resolve({ items: structuredClone(page), total: page.length }))),
  });
  const queryClient = clientWithUser(makeUser());
  const kept = JSON.parse(JSON.stringify(coupons)) as Coupon[];
  queryClient.setQueryData(options.queryKey, { pages: [withTotal(kept, kept.length)], pageParams: [0] }, { updatedAt: 1 });
  function List() {
    const { data } = useInfiniteQuery(options);
    return uniqueItems(data).map((coupon) => <CouponTile key={coupon.id} item={coupon} props={{}} />);
  }
  renderWithProviders(<List />, { queryClient });
  return {
    queryClient,
    /** Answers the refresh and waits until the list has rendered with it. */
    answer: async (page: Coupon[]) => {
      await waitFor(() => expect(answer).toBeDefined());
      await act(async () => answer(page));
      await waitFor(() => expect(queryClient.getQueryState(options.queryKey)?.dataUpdatedAt).toBeGreaterThan(1));
      await settled();
    },
  };
}

describe('a coupon list refreshed over the kept one', () => {
  it('renders no tile again when the refresh answers the same list', async () => {
    const list = keptListAndRefresh();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(renders).toEqual(['c1', 'c2', 'c3']);
    await list.answer(coupons);
    expect(renders).toEqual(['c1', 'c2', 'c3']);
  });

  it('renders again only the tile whose coupon changed, in place', async () => {
    const list = keptListAndRefresh();
    await list.answer([coupons[0]!, { ...coupons[1]!, name: 'Cheesecake' }, coupons[2]!]);
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Free coffee', 'Cheesecake', 'Tea']);
    expect([rendersOf('c1'), rendersOf('c2'), rendersOf('c3')]).toEqual([1, 2, 1]);
  });

  it('renders no other tile when a coupon has left the list', async () => {
    const list = keptListAndRefresh();
    await list.answer([coupons[1]!, coupons[2]!]);
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Cake', 'Tea']);
    expect(renders).toEqual(['c1', 'c2', 'c3']);
  });
});

describe('a user answer', () => {
  it('renders no tile again when it changes only what a coupon does not depend on', async () => {
    const { queryClient } = keptListAndRefresh();
    queryClient.setQueryData(userQuery().queryKey, makeUser({ first_name: 'Eva', params_v2: { newsletter: true } }));
    await settled();
    expect(renders).toEqual(['c1', 'c2', 'c3']);
  });

  it("renders every tile again when the member's points change (a button may change)", async () => {
    const { queryClient } = keptListAndRefresh();
    const cakeButton = () => within(screen.getByRole('article', { name: 'Cake' })).getByRole('button');
    expect(cakeButton()).toHaveAttribute('aria-haspopup', 'dialog');
    queryClient.setQueryData(userQuery().queryKey, makeUser({ wallets: [{ id: 'w1', is_primary: true, points: 200 }] }));
    await settled();
    expect([rendersOf('c1'), rendersOf('c2'), rendersOf('c3')]).toEqual([2, 2, 2]);
    // Not enough points now: the button opens the reason instead of the activation.
    expect(cakeButton()).toHaveAttribute('aria-expanded', 'false');
  });
});
