import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test-support/render';
import { installDemoBackend } from '../../../tests/unit/operations/demo-backend';
import { clientWithUser, couponCalls, makeCoupon, makeUser } from './test-utils';
import { CouponCode, CouponDeactivate } from './coupon-code';

afterEach(cleanup);

const backend = installDemoBackend();
const renderFor = (ui: ReactElement, { isStaff = false } = {}) => renderWithProviders(ui, { queryClient: clientWithUser(makeUser({ is_staff: isStaff })) });

describe('coupon page parts: code and deactivation', () => {
  it('hides the code from a member while the coupon is not activated', () => {
    renderFor(<CouponCode item={makeCoupon({ code: 'SECRET-1' })} props={{}} />);
    expect(screen.queryByText('SECRET-1')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show the code' })).toBeNull();
  });

  it('shows the code of an activated coupon with a code', () => {
    renderFor(<CouponCode item={makeCoupon({ activated: true, code: 'ABC-123' })} props={{}} />);
    expect(screen.getByText('Coupon code')).toBeInTheDocument();
    expect(screen.getByText('ABC-123')).toBeVisible();
    expect(screen.getByRole('status', { name: 'Coupon code' })).toHaveTextContent('ABC-123');
  });

  it('lets staff reveal the code of a coupon that is not activated', async () => {
    const user = userEvent.setup();
    renderFor(<CouponCode item={makeCoupon({ code: 'STAFF-9' })} props={{}} />, { isStaff: true });
    const reveal = screen.getByRole('button', { name: 'Show the code' });
    expect(reveal).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('STAFF-9')).not.toBeVisible();
    await user.click(reveal);
    expect(reveal).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('STAFF-9')).toBeVisible();
  });

  it('shows nothing for staff when the coupon has no code', () => {
    renderFor(<CouponCode item={makeCoupon({ code: null })} props={{}} />, { isStaff: true });
    expect(screen.queryByRole('button', { name: 'Show the code' })).toBeNull();
  });

  it('deactivates an activated coupon with a spinner; a failure only stops the spinner', async () => {
    const user = userEvent.setup();
    const calls = couponCalls(backend.server, 'user-coupon/:id/deactivate');
    const pending = calls.hold();
    renderFor(<CouponDeactivate item={makeCoupon({ id: 'c4', activated: true })} props={{}} />);
    const button = screen.getByRole('button', { name: 'Deactivate' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(calls.ids).toEqual(['c4']));
    await user.click(button);
    expect(calls.ids).toEqual(['c4']);
    pending.reject(new Error('500'));
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    expect(screen.queryByTestId('spinner')).toBeNull();
  });

  it('offers no deactivation for a coupon that is not activated', () => {
    renderFor(<CouponDeactivate item={makeCoupon()} props={{}} />);
    expect(screen.queryByRole('button', { name: 'Deactivate' })).toBeNull();
  });
});
