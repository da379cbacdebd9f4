import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CouponTile } from './coupon-tile';
import { renderWithProviders } from '@/test-support/render';
import { makeCoupon, makeUser } from './test-utils';
import { ConfigProvider, validateSections } from '@/engine/config';

afterEach(cleanup);

const noop = () => Promise.resolve();
const location = () => screen.getByTestId('location').textContent;

function deferred() {
  let resolve!: () => void;
  let reject!: (e: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('locked (member not verified)', () => {
  it('shows a lock, opens the verification dialog, OK closes it and focus returns', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CouponTile coupon={makeCoupon()} user={makeUser({ is_verified: false })} onActivate={noop} />);
    const button = screen.getByRole('button', { name: 'Use' });
    expect(button.querySelector('svg')).not.toBeNull();
    expect(button).toHaveAccessibleDescription('Only verified accounts can use coupons');
    await user.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Verify your account' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription(/^Only verified accounts can use coupons\./);
    expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('closes with Escape and restores focus', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CouponTile coupon={makeCoupon()} user={null} onActivate={noop} />);
    const button = screen.getByRole('button', { name: 'Use' });
    await user.click(button);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
  });
});

describe('active (activated coupon)', () => {
  it('shows the active label and goes to the coupon page', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CouponTile coupon={makeCoupon({ id: 'c 7', activated: true, points: 99_999 })} user={makeUser()} onActivate={noop} />);
    await user.click(screen.getByRole('link', { name: 'Active' }));
    expect(location()).toBe('/coupon/c%207');
  });
});

describe('use (allowed)', () => {
  it('says Use for a free coupon and the point cost otherwise', () => {
    renderWithProviders(
      <>
        <CouponTile coupon={makeCoupon()} user={makeUser()} onActivate={noop} />
        <CouponTile coupon={makeCoupon({ id: 'c2', points: 150 })} user={makeUser()} onActivate={noop} />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Use' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '1.5 points' })).toBeInTheDocument();
  });

  it('asks for confirmation with the activation minutes; Later closes without activating', async () => {
    const user = userEvent.setup();
    const onActivate = vi.fn(noop);
    renderWithProviders(<CouponTile coupon={makeCoupon({ activation_minutes: 30 })} user={makeUser()} onActivate={onActivate} />);
    const button = screen.getByRole('button', { name: 'Use' });
    await user.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Activate the coupon?' });
    expect(dialog).toHaveAccessibleDescription('Free coffee Once activated, the coupon must be used within 30 minutes.');
    await user.click(within(dialog).getByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onActivate).not.toHaveBeenCalled();
    expect(button).toHaveFocus();
  });

  it("uses the singular for one minute, and the channel's SETTINGS.coupon_activation_minutes for a coupon without its own", async () => {
    const user = userEvent.setup();
    const config = validateSections({ SETTINGS: { coupon_activation_minutes: 45 } });
    const tile = (minutes: number | undefined) => (
      <ConfigProvider value={config}>
        <CouponTile coupon={makeCoupon({ activation_minutes: minutes })} user={makeUser()} onActivate={noop} />
      </ConfigProvider>
    );
    const { rerender } = renderWithProviders(tile(1));
    await user.click(screen.getByRole('button', { name: 'Use' }));
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription('Free coffee Once activated, the coupon must be used within 1 minute.');
    await user.keyboard('{Escape}');
    rerender(tile(undefined));
    await user.click(screen.getByRole('button', { name: 'Use' }));
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription('Free coffee Once activated, the coupon must be used within 45 minutes.');
  });

  it('Confirm shows a spinner, activates, closes and goes to /coupons', async () => {
    const user = userEvent.setup();
    const pending = deferred();
    const coupon = makeCoupon();
    const onActivate = vi.fn(() => pending.promise);
    renderWithProviders(<CouponTile coupon={coupon} user={makeUser()} onActivate={onActivate} />, { path: '/' });
    await user.click(screen.getByRole('button', { name: 'Use' }));
    const confirm = screen.getByRole('button', { name: 'Activate' });
    await user.click(confirm);
    expect(onActivate).toHaveBeenCalledWith(coupon);
    expect(within(confirm).getByTestId('spinner')).toBeInTheDocument();
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    await user.click(confirm);
    expect(onActivate).toHaveBeenCalledTimes(1);
    await act(async () => pending.resolve());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(location()).toBe('/coupons');
  });

  it('an activation error only stops the spinner: the dialog stays open and can retry', async () => {
    const user = userEvent.setup();
    const pending = deferred();
    const onActivate = vi.fn(() => pending.promise);
    renderWithProviders(<CouponTile coupon={makeCoupon()} user={makeUser()} onActivate={onActivate} />, { path: '/' });
    await user.click(screen.getByRole('button', { name: 'Use' }));
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await act(async () => pending.reject(new Error('500')));
    const confirm = screen.getByRole('button', { name: 'Activate' });
    expect(screen.queryByTestId('spinner')).toBeNull();
    expect(confirm).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(location()).toBe('/');
    onActivate.mockResolvedValueOnce(undefined);
    await user.click(confirm);
    await waitFor(() => expect(location()).toBe('/coupons'));
    expect(onActivate).toHaveBeenCalledTimes(2);
  });

  it('works by keyboard alone with focus trapped in the dialog', async () => {
    const user = userEvent.setup();
    const onActivate = vi.fn(noop);
    renderWithProviders(<CouponTile coupon={makeCoupon()} user={makeUser()} onActivate={onActivate} />);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Free coffee' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Use' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const confirm = screen.getByRole('button', { name: 'Activate' });
    const later = screen.getByRole('button', { name: 'Later' });
    expect(confirm).toHaveFocus();
    await user.tab();
    expect(later).toHaveFocus();
    await user.tab({ shift: true });
    expect(confirm).toHaveFocus();
    await user.tab({ shift: true });
    expect(later).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Use' })).toHaveFocus();
    await user.keyboard(' ');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location()).toBe('/coupons'));
    expect(onActivate).toHaveBeenCalledTimes(1);
  });
});

describe('not-allowed (not enough points or not started)', () => {
  const message = "You don't have enough points for this coupon!";

  it('click shows the popover; Escape dismisses it and keeps focus on the button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CouponTile coupon={makeCoupon({ points: 501 })} user={makeUser()} onActivate={noop} />);
    const button = screen.getByRole('button', { name: '5.01 points' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(screen.getByRole('status')).toHaveTextContent(message);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAccessibleDescription(message);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('status')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('opens from the keyboard and closes on a click elsewhere', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CouponTile coupon={makeCoupon({ points: 501 })} user={makeUser({ wallets: [] })} onActivate={noop} />);
    await user.tab();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByText(message)).toBeInTheDocument();
    await user.click(document.body);
    expect(screen.queryByText(message)).toBeNull();
  });

  it('hover shows the popover on a costly coupon and hides it on leave', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CouponTile coupon={makeCoupon({ points: 800 })} user={makeUser()} onActivate={noop} />);
    const button = screen.getByRole('button', { name: '8 points' });
    await user.hover(button);
    expect(screen.getByText(message)).toBeInTheDocument();
    await user.unhover(button);
    expect(screen.queryByText(message)).toBeNull();
  });

  it('hover does nothing on a free coupon that has not started; click still explains', async () => {
    const user = userEvent.setup();
    const coupon = makeCoupon({ valid_from: new Date(Date.now() + 86_400_000).toISOString() });
    renderWithProviders(<CouponTile coupon={coupon} user={makeUser()} onActivate={noop} />);
    const button = screen.getByRole('button', { name: 'Use' });
    await user.hover(button);
    expect(screen.queryByText(message)).toBeNull();
    await user.click(button);
    expect(screen.getByText(message)).toBeInTheDocument();
  });
});
