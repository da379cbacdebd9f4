import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { User } from '@/lib/rules/coupon';
import { renderWithProviders, type ProvidersOptions } from '@/test-support/render';
import { ConfigProvider, validateSections } from '@/engine/config';
import { installDemoBackend } from '../../../tests/unit/operations/demo-backend';
import { CouponTile } from './coupon-tile';
import { clientWithUser, couponCalls, makeCoupon, makeUser } from './test-utils';

afterEach(cleanup);

const backend = installDemoBackend();
const location = () => screen.getByTestId('location').textContent;

/** The tile as a list renders it, for `user` (null: nobody signed in). */
const renderTile = (ui: Parameters<typeof renderWithProviders>[0], user: User | null = makeUser(), options: ProvidersOptions = {}) =>
  renderWithProviders(ui, { queryClient: clientWithUser(user), ...options });

describe('locked (member not verified)', () => {
  it('shows a lock, opens the verification dialog, OK closes it and focus returns', async () => {
    const user = userEvent.setup();
    renderTile(<CouponTile item={makeCoupon()} props={{}} />, makeUser({ is_verified: false }));
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
    renderTile(<CouponTile item={makeCoupon()} props={{}} />, null);
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
    renderTile(<CouponTile item={makeCoupon({ id: 'c 7', activated: true, points: 99_999 })} props={{}} />);
    await user.click(screen.getByRole('link', { name: 'Active' }));
    expect(location()).toBe('/coupon/c%207');
  });
});

describe('use (allowed)', () => {
  it('says Use for a free coupon and the point cost otherwise', () => {
    renderTile(
      <>
        <CouponTile item={makeCoupon()} props={{}} />
        <CouponTile item={makeCoupon({ id: 'c2', points: 150 })} props={{}} />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Use' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '1.5 points' })).toBeInTheDocument();
  });

  it('asks for confirmation with the activation minutes; Later closes without activating', async () => {
    const user = userEvent.setup();
    const calls = couponCalls(backend.server, 'coupon/:id/activate');
    renderTile(<CouponTile item={makeCoupon({ activation_minutes: 30 })} props={{}} />);
    const button = screen.getByRole('button', { name: 'Use' });
    await user.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Activate the coupon?' });
    expect(dialog).toHaveAccessibleDescription('Free coffee Once activated, the coupon must be used within 30 minutes.');
    await user.click(within(dialog).getByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.ids).toEqual([]);
    expect(button).toHaveFocus();
  });

  it("uses the singular for one minute, and the channel's SETTINGS.coupon_activation_minutes for a coupon without its own", async () => {
    const user = userEvent.setup();
    const config = validateSections({ SETTINGS: { coupon_activation_minutes: 45 } });
    const tile = (minutes: number | undefined) => (
      <ConfigProvider value={config}>
        <CouponTile item={makeCoupon({ activation_minutes: minutes })} props={{}} />
      </ConfigProvider>
    );
    const { rerender } = renderTile(tile(1));
    await user.click(screen.getByRole('button', { name: 'Use' }));
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription('Free coffee Once activated, the coupon must be used within 1 minute.');
    await user.keyboard('{Escape}');
    rerender(tile(undefined));
    await user.click(screen.getByRole('button', { name: 'Use' }));
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription('Free coffee Once activated, the coupon must be used within 45 minutes.');
  });

  it('Confirm shows a spinner, activates, closes and goes to /coupons', async () => {
    const user = userEvent.setup();
    const calls = couponCalls(backend.server, 'coupon/:id/activate');
    const pending = calls.hold();
    const coupon = makeCoupon({ id: 'c9' });
    renderTile(<CouponTile item={coupon} props={{}} />, makeUser(), { path: '/' });
    await user.click(screen.getByRole('button', { name: 'Use' }));
    const confirm = screen.getByRole('button', { name: 'Activate' });
    await user.click(confirm);
    expect(within(confirm).getByTestId('spinner')).toBeInTheDocument();
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(calls.ids).toEqual(['c9']));
    await user.click(confirm);
    expect(calls.ids).toEqual(['c9']);
    pending.resolve();
    await waitFor(() => expect(location()).toBe('/coupons'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('an activation error only stops the spinner: the dialog stays open and can retry', async () => {
    const user = userEvent.setup();
    const calls = couponCalls(backend.server, 'coupon/:id/activate');
    const pending = calls.hold();
    renderTile(<CouponTile item={makeCoupon()} props={{}} />, makeUser(), { path: '/' });
    await user.click(screen.getByRole('button', { name: 'Use' }));
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    pending.reject(new Error('500'));
    await waitFor(() => expect(screen.queryByTestId('spinner')).toBeNull());
    const confirm = screen.getByRole('button', { name: 'Activate' });
    expect(confirm).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(location()).toBe('/');
    calls.hold().resolve();
    await user.click(confirm);
    await waitFor(() => expect(location()).toBe('/coupons'));
    expect(calls.ids).toEqual(['c1', 'c1']);
  });

  it('works by keyboard alone with focus trapped in the dialog', async () => {
    const user = userEvent.setup();
    const calls = couponCalls(backend.server, 'coupon/:id/activate');
    renderTile(<CouponTile item={makeCoupon()} props={{}} />);
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
    expect(calls.ids).toEqual(['c1']);
  });
});

describe('not-allowed (not enough points or not started)', () => {
  const message = "You don't have enough points for this coupon!";

  it('click shows the popover; Escape dismisses it and keeps focus on the button', async () => {
    const user = userEvent.setup();
    renderTile(<CouponTile item={makeCoupon({ points: 501 })} props={{}} />);
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
    renderTile(<CouponTile item={makeCoupon({ points: 501 })} props={{}} />, makeUser({ wallets: [] }));
    await user.tab();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByText(message)).toBeInTheDocument();
    await user.click(document.body);
    expect(screen.queryByText(message)).toBeNull();
  });

  it('hover shows the popover on a costly coupon and hides it on leave', async () => {
    const user = userEvent.setup();
    renderTile(<CouponTile item={makeCoupon({ points: 800 })} props={{}} />);
    const button = screen.getByRole('button', { name: '8 points' });
    await user.hover(button);
    expect(screen.getByText(message)).toBeInTheDocument();
    await user.unhover(button);
    expect(screen.queryByText(message)).toBeNull();
  });

  it('a coupon the member can afford but that has not started says when it can be activated, not the points', async () => {
    const user = userEvent.setup();
    const start = new Date(2099, 0, 15, 9, 30);
    renderTile(<CouponTile item={makeCoupon({ points: 300, valid_from: start.toISOString() })} props={{}} />);
    const button = screen.getByRole('button', { name: '3 points' });
    const starts = 'This coupon can be activated from 15. 01. 2099 at 09:30.';
    await user.hover(button);
    expect(screen.getByRole('status')).toHaveTextContent(starts);
    await user.unhover(button);
    await user.click(button);
    expect(button).toHaveAccessibleDescription(starts);
    expect(screen.queryByText(message)).toBeNull();
  });

  it('a free coupon that has not started says when it can be activated', async () => {
    const user = userEvent.setup();
    const start = new Date(2099, 11, 1, 18, 5);
    renderTile(<CouponTile item={makeCoupon({ valid_from: start.toISOString() })} props={{}} />);
    await user.click(screen.getByRole('button', { name: 'Use' }));
    expect(screen.getByRole('status')).toHaveTextContent('This coupon can be activated from 01. 12. 2099 at 18:05.');
  });

  it('too few points win over a later start: the member learns what would still block them', async () => {
    const user = userEvent.setup();
    renderTile(<CouponTile item={makeCoupon({ points: 501, valid_from: new Date(2099, 0, 1).toISOString() })} props={{}} />);
    await user.click(screen.getByRole('button', { name: '5.01 points' }));
    expect(screen.getByRole('status')).toHaveTextContent(message);
  });
});
