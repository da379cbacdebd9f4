import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeCoupon, makeUser, renderWithProviders } from '@/components/coupon-tile/test-utils';
import { CouponDetail } from './coupon-detail';

afterEach(cleanup);

const noop = () => Promise.resolve();

describe('CouponDetail', () => {
  it('shows the name, validity, description and the use button', async () => {
    const user = userEvent.setup();
    const end = new Date(Date.now() + 30 * 86_400_000);
    renderWithProviders(
      <CouponDetail
        coupon={makeCoupon({ description: 'One free coffee.', valid_until: end.toISOString(), ribbon: 'New' })}
        user={makeUser()}
        onActivate={noop}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Free coffee' })).toBeInTheDocument();
    expect(screen.getByText(/^Valid until /)).toBeInTheDocument();
    expect(screen.getByText('One free coffee.')).toBeInTheDocument();
    expect(screen.getByTestId('coupon-ribbon')).toHaveTextContent('New');
    await user.click(screen.getByRole('button', { name: 'Use' }));
    expect(screen.getByRole('dialog', { name: 'Activate the coupon?' })).toBeInTheDocument();
  });

  it('hides the code from a member while the coupon is not activated', () => {
    renderWithProviders(<CouponDetail coupon={makeCoupon({ code: 'SECRET-1' })} user={makeUser()} onActivate={noop} />);
    expect(screen.queryByText('SECRET-1')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show the code' })).toBeNull();
  });

  it('shows the code of an activated coupon with a code', () => {
    renderWithProviders(<CouponDetail coupon={makeCoupon({ activated: true, code: 'ABC-123' })} user={makeUser()} onActivate={noop} />);
    expect(screen.getByText('Coupon code')).toBeInTheDocument();
    expect(screen.getByText('ABC-123')).toBeVisible();
    expect(screen.getByRole('status', { name: 'Coupon code' })).toHaveTextContent('ABC-123');
  });

  it('lets staff reveal the code of a coupon that is not activated', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CouponDetail coupon={makeCoupon({ code: 'STAFF-9' })} user={makeUser({ is_staff: true })} onActivate={noop} />);
    const reveal = screen.getByRole('button', { name: 'Show the code' });
    expect(reveal).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('STAFF-9')).not.toBeVisible();
    await user.click(reveal);
    expect(reveal).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('STAFF-9')).toBeVisible();
  });

  it('shows nothing for staff when the coupon has no code', () => {
    renderWithProviders(<CouponDetail coupon={makeCoupon({ code: null })} user={makeUser({ is_staff: true })} onActivate={noop} />);
    expect(screen.queryByRole('button', { name: 'Show the code' })).toBeNull();
  });

  it('deactivates an activated coupon with a spinner; a failure only stops the spinner', async () => {
    const user = userEvent.setup();
    let fail!: (e: Error) => void;
    const onDeactivate = vi.fn(() => new Promise<void>((_, reject) => (fail = reject)));
    const coupon = makeCoupon({ activated: true });
    renderWithProviders(<CouponDetail coupon={coupon} user={makeUser()} onActivate={noop} onDeactivate={onDeactivate} />);
    const button = screen.getByRole('button', { name: 'Deactivate' });
    await user.click(button);
    expect(onDeactivate).toHaveBeenCalledWith(coupon);
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(onDeactivate).toHaveBeenCalledTimes(1);
    await act(async () => fail(new Error('500')));
    expect(button).not.toHaveAttribute('aria-busy');
    expect(screen.queryByTestId('spinner')).toBeNull();
  });

  it('offers no deactivation without the callback or for a coupon that is not activated', () => {
    const { rerender } = renderWithProviders(<CouponDetail coupon={makeCoupon({ activated: true })} user={makeUser()} onActivate={noop} />);
    expect(screen.queryByRole('button', { name: 'Deactivate' })).toBeNull();
    rerender(<CouponDetail coupon={makeCoupon()} user={makeUser()} onActivate={noop} onDeactivate={noop} />);
    expect(screen.queryByRole('button', { name: 'Deactivate' })).toBeNull();
  });
});
