import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PortalShell } from './portal-shell';
import { renderWithProviders } from '@/test-support/render';

const noop = () => {};

beforeEach(() => {
  // jsdom does not implement scrolling; ScrollToTop's own test checks the call.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

describe('PortalShell', () => {
  it('signed in with web on: header controls, menu with configured items, banner, main, footer', () => {
    renderWithProviders(
      <PortalShell signedIn points={2500} unreadCount={2} verified={false} onLogout={noop} onOpenConsent={noop}>
        <h1>Page</h1>
      </PortalShell>,
      {
        sections: {
          GENERAL: { routes: { items: [{ title: 'Stores', link: { target: 'Stores', type: 'APP' } }] } },
          FOOTER: { enabled: true, column1_enabled: true, column1_text: 'About', column1_links: { items: [] } },
        },
      },
    );
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(nav).toHaveTextContent('HomeCouponsRewardsPerksLeafletsInvoicesTransaction historyStores');
    expect(within(nav).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Stores' })).toHaveAttribute('href', '/stores');
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Account verification' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(screen.getByRole('main')).toHaveTextContent('Page');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('About');
    expect(screen.getByTestId('points-pill')).toHaveTextContent('25 points');
  });

  it('signed out or web off: no menu, no hamburger', () => {
    const { unmount } = renderWithProviders(
      <PortalShell signedIn={false} onLogout={noop} onOpenConsent={noop}>
        <p>Login</p>
      </PortalShell>,
    );
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
    unmount();
    renderWithProviders(
      <PortalShell signedIn verified onLogout={noop} onOpenConsent={noop}>
        <p>Profile</p>
      </PortalShell>,
      { sections: { GENERAL: { web: false } } },
    );
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('injects the custom CSS and logs out through the menu', async () => {
    const onLogout = vi.fn();
    renderWithProviders(
      <PortalShell signedIn verified onLogout={onLogout} onOpenConsent={noop}>
        <p>Page</p>
      </PortalShell>,
      { path: '/coupons', sections: { GENERAL: { custom_css: '.x { color: red }' } } },
    );
    await waitFor(() => expect(document.getElementById('portal-custom-css')?.textContent).toContain('.x { color: red }'));
    const [logout] = screen.getAllByRole('button', { name: 'Log out' });
    await userEvent.click(logout!);
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
