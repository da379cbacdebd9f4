import { act, cleanup, screen, within } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CouponTile } from './coupon-tile';
import { renderWithProviders } from '@/test-support/render';
import { makeCoupon, makeUser } from './test-utils';

const NOW = new Date(2026, 10, 21, 12, 0, 0).getTime();
const S = 1000;
const DAY = 86_400 * S;
const iso = (ms: number) => new Date(ms).toISOString();
const noop = () => Promise.resolve();
const ribbon = () => screen.queryByTestId('coupon-ribbon');

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('ribbon', () => {
  it('shows the label in the configured colour while more than 2 days remain', () => {
    renderWithProviders(<CouponTile coupon={makeCoupon({ ribbon: 'New', valid_until: iso(NOW + 3 * DAY) })} user={makeUser()} onActivate={noop} />, {
      sections: { COUPON: { ribbon: '#123456' } },
    });
    expect(ribbon()).toHaveTextContent('New');
    expect(ribbon()).toHaveStyle({ backgroundColor: '#123456', color: '#ffffff' });
  });

  it('falls back to the warning colour, turns red at 2 days, grey before the start', () => {
    const { rerender } = renderWithProviders(
      <CouponTile coupon={makeCoupon({ ribbon: 'Hot', valid_until: iso(NOW + 2 * DAY + S) })} user={makeUser()} onActivate={noop} />,
    );
    expect(ribbon()).toHaveStyle({ backgroundColor: '#ee7e22' });
    act(() => vi.advanceTimersByTime(S));
    expect(ribbon()).toHaveStyle({ backgroundColor: '#e2001a' });
    rerender(<CouponTile coupon={makeCoupon({ ribbon: 'Soon', valid_from: iso(NOW + DAY), valid_until: iso(NOW + 9 * DAY) })} user={makeUser()} onActivate={noop} />);
    expect(ribbon()).toHaveStyle({ backgroundColor: '#98989b' });
  });

  it('has no ribbon without a label until 100 s remain', () => {
    renderWithProviders(<CouponTile coupon={makeCoupon({ valid_until: iso(NOW + 101 * S) })} user={makeUser()} onActivate={noop} />);
    expect(ribbon()).toBeNull();
    act(() => vi.advanceTimersByTime(S));
    expect(within(ribbon()!).getByRole('timer', { name: 'Time left' })).toHaveTextContent('100 seconds');
  });

  it('replaces the label by the countdown at 100 s and calls onTimerEnd once at zero', () => {
    const onTimerEnd = vi.fn();
    const coupon = makeCoupon({ ribbon: 'Last call', expiration_at: (NOW + 102 * S) / 1000, valid_until: iso(NOW + 9 * DAY) });
    renderWithProviders(<CouponTile coupon={coupon} user={makeUser()} onActivate={noop} onTimerEnd={onTimerEnd} />);
    expect(ribbon()).toHaveTextContent('Last call');
    act(() => vi.advanceTimersByTime(S));
    expect(ribbon()).toHaveTextContent('Last call');
    act(() => vi.advanceTimersByTime(S));
    expect(ribbon()).toHaveTextContent('100 seconds');
    expect(ribbon()).toHaveStyle({ backgroundColor: '#e2001a' });
    act(() => vi.advanceTimersByTime(99 * S));
    expect(ribbon()).toHaveTextContent('1 second');
    expect(onTimerEnd).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(S));
    expect(onTimerEnd).toHaveBeenCalledExactlyOnceWith(coupon);
    act(() => vi.advanceTimersByTime(5 * S));
    expect(onTimerEnd).toHaveBeenCalledTimes(1);
  });

  it('counts down to the start on a grey ribbon, then the coupon becomes usable', () => {
    const onTimerEnd = vi.fn();
    const coupon = makeCoupon({ valid_from: iso(NOW + 3 * S), valid_until: iso(NOW + 9 * DAY) });
    renderWithProviders(<CouponTile coupon={coupon} user={makeUser()} onActivate={noop} onTimerEnd={onTimerEnd} />);
    expect(within(ribbon()!).getByRole('timer', { name: 'Time left' })).toHaveTextContent('3 seconds');
    expect(ribbon()).toHaveStyle({ backgroundColor: '#98989b' });
    expect(screen.getByRole('button', { name: 'Use' })).toHaveAttribute('aria-expanded', 'false');
    act(() => vi.advanceTimersByTime(3 * S));
    expect(onTimerEnd).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Use' })).not.toHaveAttribute('aria-expanded');
    expect(ribbon()).toBeNull();
  });
});

describe('validity', () => {
  it('shows the date range for a later end', () => {
    renderWithProviders(
      <CouponTile coupon={makeCoupon({ valid_from: iso(new Date(2026, 10, 1).getTime()), valid_until: iso(new Date(2026, 11, 24).getTime()) })} user={makeUser()} onActivate={noop} />,
    );
    expect(screen.getByText('Valid November 1 – December 24')).not.toHaveAttribute('data-urgent');
  });

  it('says valid tomorrow, then valid today after midnight, in red', () => {
    const end = new Date(2026, 10, 22, 18, 0).getTime();
    renderWithProviders(<CouponTile coupon={makeCoupon({ valid_until: iso(end) })} user={makeUser()} onActivate={noop} />);
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
    renderWithProviders(<CouponTile coupon={makeCoupon({ activated: true, valid_until: iso(NOW + 3 * DAY) })} user={makeUser()} onActivate={noop} />);
    expect(screen.queryByText(/^Valid/)).toBeNull();
  });
});

describe('a list of 1,000 tiles', () => {
  it('shares one timer and does not re-render idle tiles on a tick', () => {
    const coupons = Array.from({ length: 1000 }, (_, i) =>
      makeCoupon({ id: `c${i}`, name: `Coupon ${i}`, points: i, valid_until: iso(NOW + (i + 3) * DAY) }),
    );
    const user = makeUser();
    let commits = 0;
    renderWithProviders(
      <Profiler id="list" onRender={() => (commits += 1)}>
        {coupons.map((coupon) => (
          <CouponTile key={coupon.id} coupon={coupon} user={user} onActivate={noop} />
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
