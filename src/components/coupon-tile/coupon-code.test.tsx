import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test-support/render';
import { makeCoupon } from './test-utils';
import { CouponCode, CouponDeactivate } from './coupon-code';

afterEach(cleanup);

const noop = () => Promise.resolve();

describe('coupon page parts: code and deactivation', () => {
  it('hides the code from a member while the coupon is not activated', () => {
    renderWithProviders(<CouponCode coupon={makeCoupon({ code: 'SECRET-1' })} isStaff={false} />);
    expect(screen.queryByText('SECRET-1')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show the code' })).toBeNull();
  });

  it('shows the code of an activated coupon with a code', () => {
    renderWithProviders(<CouponCode coupon={makeCoupon({ activated: true, code: 'ABC-123' })} isStaff={false} />);
    expect(screen.getByText('Coupon code')).toBeInTheDocument();
    expect(screen.getByText('ABC-123')).toBeVisible();
    expect(screen.getByRole('status', { name: 'Coupon code' })).toHaveTextContent('ABC-123');
  });

  it('lets staff reveal the code of a coupon that is not activated', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CouponCode coupon={makeCoupon({ code: 'STAFF-9' })} isStaff />);
    const reveal = screen.getByRole('button', { name: 'Show the code' });
    expect(reveal).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('STAFF-9')).not.toBeVisible();
    await user.click(reveal);
    expect(reveal).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('STAFF-9')).toBeVisible();
  });

  it('shows nothing for staff when the coupon has no code', () => {
    renderWithProviders(<CouponCode coupon={makeCoupon({ code: null })} isStaff />);
    expect(screen.queryByRole('button', { name: 'Show the code' })).toBeNull();
  });

  it('deactivates an activated coupon with a spinner; a failure only stops the spinner', async () => {
    const user = userEvent.setup();
    let fail!: (e: Error) => void;
    const onDeactivate = vi.fn(() => new Promise<void>((_, reject) => (fail = reject)));
    const coupon = makeCoupon({ activated: true });
    renderWithProviders(<CouponDeactivate coupon={coupon} onDeactivate={onDeactivate} />);
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

  it('offers no deactivation for a coupon that is not activated', () => {
    renderWithProviders(<CouponDeactivate coupon={makeCoupon()} onDeactivate={noop} />);
    expect(screen.queryByRole('button', { name: 'Deactivate' })).toBeNull();
  });
});
