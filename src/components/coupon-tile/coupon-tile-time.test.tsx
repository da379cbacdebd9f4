import { act, cleanup, screen, within } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueryClient } from '@tanstack/react-query';
import { useCouponMember } from './use-coupon-member';
import type * as CouponMemberModule from './use-coupon-member';
import { CouponAction } from './coupon-action';
import { CouponTile } from './coupon-tile';
import { CouponRibbon } from './ribbon';
import { CouponValidity } from './validity';
import { renderWithProviders, type ProvidersOptions } from '@/test-support/render';
import { clientWithUser, makeCoupon } from './test-utils';

const NOW = new Date(2026, 10, 21, 12, 0, 0).getTime();
const S = 1000;
const DAY = 86_400 * S;
const iso = (ms: number) => new Date(ms).toISOString();
// Counts renders of coupon views: each calls useCouponMember once per render.
vi.mock('./use-coupon-member', async (importOriginal) => {
  const original = await importOriginal<typeof CouponMemberModule>();
  return { ...original, useCouponMember: vi.fn(original.useCouponMember) };
});

const ribbon = () => screen.queryByTestId('coupon-ribbon');

/** Renders for a verified member with 500 hundredths (test-utils' makeUser). */
const renderTile = (ui: Parameters<typeof renderWithProviders>[0], options: ProvidersOptions = {}) =>
  renderWithProviders(ui, { queryClient: clientWithUser(), ...options });

/** How many times the coupon list was refreshed (the coupon data's refresh starts with it). */
function listRefreshes(queryClient: QueryClient) {
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  return () => invalidate.mock.calls.filter(([filters]) => filters?.queryKey?.[0] === 'coupons').length;
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('ribbon', () => {
  it('shows the label in the configured colour while more than 2 days remain', () => {
    renderTile(<CouponTile item={makeCoupon({ ribbon: 'New', valid_until: iso(NOW + 3 * DAY) })} props={{}} />, {
      sections: { COUPON: { ribbon: '#123456' } },
    });
    expect(ribbon()).toHaveTextContent('New');
    expect(ribbon()).toHaveStyle({ backgroundColor: '#123456', color: '#ffffff' });
  });

  it('falls back to the warning colour, turns red at 2 days, grey before the start', () => {
    const { rerender } = renderTile(
      <CouponTile item={makeCoupon({ ribbon: 'Hot', valid_until: iso(NOW + 2 * DAY + S) })} props={{}} />,
    );
    expect(ribbon()).toHaveStyle({ backgroundColor: '#ee7e22' });
    act(() => vi.advanceTimersByTime(S));
    expect(ribbon()).toHaveStyle({ backgroundColor: '#e2001a' });
    rerender(<CouponTile item={makeCoupon({ ribbon: 'Soon', valid_from: iso(NOW + DAY), valid_until: iso(NOW + 9 * DAY) })} props={{}} />);
    expect(ribbon()).toHaveStyle({ backgroundColor: '#98989b' });
  });

  it('has no ribbon without a label until 100 s remain', () => {
    renderTile(<CouponTile item={makeCoupon({ valid_until: iso(NOW + 101 * S) })} props={{}} />);
    expect(ribbon()).toBeNull();
    act(() => vi.advanceTimersByTime(S));
    expect(within(ribbon()!).getByRole('timer', { name: 'Time left' })).toHaveTextContent('100 seconds');
  });

  it('replaces the label by the countdown at 100 s and refreshes the coupon data once at zero', () => {
    const coupon = makeCoupon({ ribbon: 'Last call', expiration_at: (NOW + 102 * S) / 1000, valid_until: iso(NOW + 9 * DAY) });
    const queryClient = clientWithUser();
    const refreshes = listRefreshes(queryClient);
    renderTile(<CouponTile item={coupon} props={{}} />, { queryClient });
    expect(ribbon()).toHaveTextContent('Last call');
    act(() => vi.advanceTimersByTime(S));
    expect(ribbon()).toHaveTextContent('Last call');
    act(() => vi.advanceTimersByTime(S));
    expect(ribbon()).toHaveTextContent('100 seconds');
    expect(ribbon()).toHaveStyle({ backgroundColor: '#e2001a' });
    act(() => vi.advanceTimersByTime(99 * S));
    expect(ribbon()).toHaveTextContent('1 second');
    expect(refreshes()).toBe(0);
    act(() => vi.advanceTimersByTime(S));
    expect(refreshes()).toBe(1);
    act(() => vi.advanceTimersByTime(5 * S));
    expect(refreshes()).toBe(1);
  });

  it('counts down to the start on a grey ribbon, then the coupon becomes usable', () => {
    const coupon = makeCoupon({ valid_from: iso(NOW + 3 * S), valid_until: iso(NOW + 9 * DAY) });
    const queryClient = clientWithUser();
    const refreshes = listRefreshes(queryClient);
    renderTile(<CouponTile item={coupon} props={{}} />, { queryClient });
    expect(within(ribbon()!).getByRole('timer', { name: 'Time left' })).toHaveTextContent('3 seconds');
    expect(ribbon()).toHaveStyle({ backgroundColor: '#98989b' });
    expect(screen.getByRole('button', { name: 'Use' })).toHaveAttribute('aria-expanded', 'false');
    act(() => vi.advanceTimersByTime(3 * S));
    expect(refreshes()).toBe(1);
    expect(screen.getByRole('button', { name: 'Use' })).not.toHaveAttribute('aria-expanded');
    expect(ribbon()).toBeNull();
  });
});

describe('validity', () => {
  it('shows the date range for a later end', () => {
    renderTile(
      <CouponTile item={makeCoupon({ valid_from: iso(new Date(2026, 10, 1).getTime()), valid_until: iso(new Date(2026, 11, 24).getTime()) })} props={{}} />,
    );
    expect(screen.getByText('Valid November 1 – December 24')).not.toHaveAttribute('data-urgent');
  });

  it('says valid tomorrow, then valid today after midnight, in red', () => {
    const end = new Date(2026, 10, 22, 18, 0).getTime();
    renderTile(<CouponTile item={makeCoupon({ valid_until: iso(end) })} props={{}} />);
    const tomorrow = screen.getByText('Valid tomorrow');
    expect(tomorrow).toHaveAttribute('data-urgent', 'true');
    expect(tomorrow).toHaveStyle({ color: '#e2001a' });
    vi.setSystemTime(new Date(2026, 10, 21, 23, 59, 58, 500));
    act(() => vi.advanceTimersByTime(S));
    expect(screen.getByText('Valid tomorrow')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(S));
    expect(screen.getByText('Valid today')).toHaveAttribute('data-urgent', 'true');
  });

  it('is not shown for an activated coupon', () => {
    renderTile(<CouponTile item={makeCoupon({ activated: true, valid_until: iso(NOW + 3 * DAY) })} props={{}} />);
    expect(screen.queryByText(/^Valid/)).toBeNull();
  });
});

describe('a list of 1,000 tiles', () => {
  // A thousand tiles in jsdom take seconds on a busy machine: the cap is generous, nothing here is timed.
  it('shares one timer and does not re-render idle tiles on a tick', { timeout: 60_000 }, () => {
    const coupons = Array.from({ length: 1000 }, (_, i) =>
      makeCoupon({ id: `c${i}`, name: `Coupon ${i}`, points: i, valid_until: iso(NOW + (i + 3) * DAY) }),
    );
    let commits = 0;
    renderTile(
      <Profiler id="list" onRender={() => (commits += 1)}>
        {coupons.map((coupon) => (
          <CouponTile key={coupon.id} item={coupon} props={{}} />
        ))}
      </Profiler>,
    );
    expect(vi.getTimerCount()).toBe(1);
    expect(screen.getAllByTestId('coupon-tile')).toHaveLength(1000);
    const afterMount = commits;
    act(() => vi.advanceTimersByTime(5 * S));
    expect(commits).toBe(afterMount);
  });
});

describe('a list growing by a page', () => {
  it('renders the appended tiles only: a tile whose coupon and props did not change stays put', () => {
    const page = (from: number) => Array.from({ length: 20 }, (_, i) => makeCoupon({ id: `c${from + i}`, name: `Coupon ${from + i}` }));
    const first = page(0);
    // Each list render hands every tile a new (equal) props object, as a list block spreading its item props does.
    const list = (coupons: ReturnType<typeof page>) => coupons.map((coupon) => <CouponTile key={coupon.id} item={coupon} props={{ headingLevel: 3 }} />);
    vi.mocked(useCouponMember).mockClear();
    const { rerender } = renderTile(<>{list(first)}</>);
    const rendersAfterFirstPage = vi.mocked(useCouponMember).mock.calls.length;
    expect(rendersAfterFirstPage).toBe(20);
    rerender(<>{list([...first, ...page(20)])}</>);
    expect(screen.getAllByTestId('coupon-tile')).toHaveLength(40);
    expect(vi.mocked(useCouponMember).mock.calls.length - rendersAfterFirstPage).toBe(20);
  });
});

describe('the parts of a coupon page', () => {
  it('refresh the coupon data once when the timer they all show ends', () => {
    const coupon = makeCoupon({ valid_until: iso(NOW + 5 * S) });
    const queryClient = clientWithUser();
    const refreshes = listRefreshes(queryClient);
    renderTile(
      <>
        <CouponRibbon item={coupon} props={{}} />
        <CouponValidity item={coupon} props={{}} />
        <CouponAction item={coupon} props={{}} />
      </>,
      { queryClient },
    );
    expect(within(ribbon()!).getByRole('timer', { name: 'Time left' })).toHaveTextContent('5 seconds');
    act(() => vi.advanceTimersByTime(5 * S));
    expect(ribbon()).toHaveTextContent('Expired');
    expect(refreshes()).toBe(1);
  });
});
