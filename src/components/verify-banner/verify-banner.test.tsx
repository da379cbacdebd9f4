import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test-support/render';
import { bannerReducer, bannerVisible, type BannerState } from './banner-state';
import { VerifyBanner } from './verify-banner';

const start: BannerState = { signedIn: true, verified: false, dismissed: false };

describe('verify banner state', () => {
  it('is visible only when signed in and not verified, until dismissed', () => {
    expect(bannerVisible(start)).toBe(true);
    expect(bannerVisible({ ...start, verified: true })).toBe(false);
    expect(bannerVisible({ ...start, verified: undefined })).toBe(false);
    expect(bannerVisible({ ...start, signedIn: false })).toBe(false);
    expect(bannerVisible(bannerReducer(start, { type: 'dismiss' }))).toBe(false);
  });

  it('a dismissal lasts while the inputs stay the same', () => {
    const dismissed = bannerReducer(start, { type: 'dismiss' });
    const same = bannerReducer(dismissed, { type: 'sync', signedIn: true, verified: false });
    expect(same).toBe(dismissed);
    expect(bannerVisible(same)).toBe(false);
  });

  it('reappears when the verification state changes and changes back', () => {
    let state = bannerReducer(start, { type: 'dismiss' });
    state = bannerReducer(state, { type: 'sync', signedIn: true, verified: true });
    expect(bannerVisible(state)).toBe(false);
    state = bannerReducer(state, { type: 'sync', signedIn: true, verified: false });
    expect(bannerVisible(state)).toBe(true);
  });

  it('reappears after signing out and in again', () => {
    let state = bannerReducer(start, { type: 'dismiss' });
    state = bannerReducer(state, { type: 'sync', signedIn: false, verified: undefined });
    state = bannerReducer(state, { type: 'sync', signedIn: true, verified: false });
    expect(bannerVisible(state)).toBe(true);
  });
});

describe('VerifyBanner', () => {
  it('links the text to /email-confirmation', async () => {
    renderWithProviders(<VerifyBanner signedIn verified={false} />, { path: '/coupons' });
    const region = screen.getByRole('region', { name: 'Account verification' });
    expect(region).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: /not verified/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/email-confirmation');
  });

  it('closes, and comes back when the verified or signed-in state changes', async () => {
    const { rerender } = renderWithProviders(<VerifyBanner signedIn verified={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Hide the verification notice' }));
    expect(screen.queryByRole('region')).toBeNull();
    rerender(<VerifyBanner signedIn verified={false} />);
    expect(screen.queryByRole('region')).toBeNull();
    rerender(<VerifyBanner signedIn={false} verified={undefined} />);
    expect(screen.queryByRole('region')).toBeNull();
    rerender(<VerifyBanner signedIn verified={false} />);
    expect(screen.getByRole('region', { name: 'Account verification' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Hide the verification notice' }));
    rerender(<VerifyBanner signedIn verified />);
    expect(screen.queryByRole('region')).toBeNull();
    rerender(<VerifyBanner signedIn verified={false} />);
    expect(screen.getByRole('region')).toBeInTheDocument();
  });

  it('stays hidden when SETTINGS.verify_banner is off', () => {
    renderWithProviders(<VerifyBanner signedIn verified={false} />, { sections: { SETTINGS: { verify_banner: false } } });
    expect(screen.queryByRole('region')).toBeNull();
  });
});
