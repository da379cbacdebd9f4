import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test-support/render';
import { Header } from './header';

const logo = { logo: { url: '/logo.svg' }, logo_link: 'https://brand.example.com' };

describe('Header', () => {
  it('shows the logo linking to the configured address in a new tab', () => {
    renderWithProviders(<Header signedIn={false} />, { sections: { HEADER: logo } });
    const link = screen.getByRole('link', { name: 'Home page (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://brand.example.com');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(link).getByRole('img', { name: 'Home page (opens in a new tab)' })).toHaveAttribute('src', '/logo.svg');
  });

  it('without logo_link the logo goes home in the same tab', () => {
    renderWithProviders(<Header signedIn={false} />, { sections: { HEADER: { logo: { url: '/logo.svg' } } } });
    const link = screen.getByRole('link', { name: 'Home' });
    expect(link).toHaveAttribute('href', '/');
    expect(link).not.toHaveAttribute('target');
  });

  it('signed out: no member controls', () => {
    renderWithProviders(<Header signedIn={false} points={12345} unreadCount={3} />, { sections: { HEADER: logo } });
    expect(screen.queryByTestId('points-pill')).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('signed in with web on: points pill, card, bell with count, profile', async () => {
    renderWithProviders(<Header signedIn points={12345} unreadCount={3} />, { sections: { HEADER: logo } });
    expect(screen.getByTestId('points-pill')).toHaveTextContent('123.45 points');
    expect(screen.getByRole('link', { name: 'Loyalty card' })).toHaveAttribute('href', '/card');
    const bell = screen.getByRole('link', { name: 'Messages, 3 new' });
    expect(bell).toHaveAttribute('href', '/news');
    expect(bell).toHaveTextContent('3');
    const profile = screen.getByRole('link', { name: 'Profile' });
    expect(profile).toHaveAttribute('href', '/profile');
    await userEvent.click(profile);
    expect(screen.getByTestId('location')).toHaveTextContent('/profile');
  });

  it('hides the badge at zero and caps it at 99+', () => {
    const { rerender } = renderWithProviders(<Header signedIn unreadCount={0} />);
    const bell = screen.getByRole('link', { name: 'Messages' });
    expect(bell.textContent).toBe('');
    rerender(<Header signedIn unreadCount={1} />);
    expect(screen.getByRole('link', { name: 'Messages, 1 new' })).toHaveTextContent('1');
    rerender(<Header signedIn unreadCount={250} />);
    expect(screen.getByRole('link', { name: 'Messages, 250 new' })).toHaveTextContent('99+');
  });

  it('respects show_points, the card setting and the bell setting', () => {
    renderWithProviders(<Header signedIn points={500} unreadCount={2} />, {
      sections: { HEADER: { show_points: false }, GENERAL: { card: false }, SETTINGS: { notification_bell: false } },
    });
    expect(screen.queryByTestId('points-pill')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Loyalty card' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Messages/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Profile' })).toBeInTheDocument();
  });

  it('web off: no member links even when signed in, but Log out (there is no menu)', async () => {
    let loggedOut = 0;
    renderWithProviders(<Header signedIn points={500} onLogout={() => loggedOut++} />, { sections: { GENERAL: { web: false } } });
    expect(screen.queryByTestId('points-pill')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Profile' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(loggedOut).toBe(1);
  });

  it('Log out is in the bar only with web off and signed in (with web on the menu has it)', () => {
    const { rerender } = renderWithProviders(<Header signedIn onLogout={() => undefined} />);
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
    rerender(<Header signedIn={false} onLogout={() => undefined} />);
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
  });

  it('takes colours from HEADER and the pill colours from points_pillbox', () => {
    renderWithProviders(<Header signedIn points={100} />, {
      sections: { HEADER: { background: '#102030', points_pillbox: '#ffffff', points_pillbox_text: '#000000' } },
    });
    const bar = screen.getByRole('banner');
    expect(getComputedStyle(bar).backgroundColor).toBe('rgb(16, 32, 48)');
    expect(getComputedStyle(screen.getByTestId('points-pill')).backgroundColor).toBe('rgb(255, 255, 255)');
  });
});

describe('Header points pill', () => {
  it('uses the singular for exactly one point', () => {
    renderWithProviders(<Header signedIn points={100} />);
    expect(screen.getByTestId('points-pill')).toHaveTextContent(/^1 point$/);
  });
});
