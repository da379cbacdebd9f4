import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test-support/render';
import type { MenuEntry } from '@/engine/routes';
import { Menu } from './menu';

const entries: MenuEntry[] = [
  { kind: 'route', id: 'home', label: 'Home', to: '/', end: true },
  { kind: 'route', id: 'coupons', label: 'Coupons', to: '/coupons', end: false },
  { kind: 'external', id: 'item-0', label: 'Shop', href: 'https://shop.example.com', newTab: true },
  { kind: 'external', id: 'item-1', label: 'Blog', href: 'https://blog.example.com', newTab: false },
  { kind: 'logout', id: 'logout', label: 'Log out' },
];

describe('Menu', () => {
  it('is a labelled navigation marking the active route', () => {
    renderWithProviders(<Menu entries={entries} onLogout={() => {}} />, { path: '/coupons', sections: { MENU: { underline: '#ff0000' } } });
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(nav).toBeInTheDocument();
    const coupons = screen.getByRole('link', { name: 'Coupons' });
    expect(coupons).toHaveAttribute('aria-current', 'page');
    expect(getComputedStyle(coupons).borderBottomColor).toBe('rgb(255, 0, 0)');
    const home = screen.getByRole('link', { name: 'Home' });
    expect(home).not.toHaveAttribute('aria-current');
    expect(getComputedStyle(home).borderBottomColor).toBe('rgba(0, 0, 0, 0)');
  });

  it('opens URL_BLANK entries in a new tab with noopener and announces it', () => {
    renderWithProviders(<Menu entries={entries} onLogout={() => {}} />);
    const shop = screen.getByRole('link', { name: 'Shop (opens in a new tab)' });
    expect(shop).toHaveAttribute('target', '_blank');
    expect(shop).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Blog' })).not.toHaveAttribute('target');
  });

  it('navigates with the router and logs out to /', async () => {
    const onLogout = vi.fn();
    renderWithProviders(<Menu entries={entries} onLogout={onLogout} />, { path: '/profile' });
    await userEvent.click(screen.getByRole('link', { name: 'Coupons' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/coupons');
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('uses the MENU colours', () => {
    renderWithProviders(<Menu entries={entries} onLogout={() => {}} />, { sections: { MENU: { background: '#222222', text: '#eeeeee' } } });
    const nav = screen.getByRole('navigation');
    expect(getComputedStyle(nav).backgroundColor).toBe('rgb(34, 34, 34)');
    expect(getComputedStyle(nav).color).toBe('rgb(238, 238, 238)');
  });
});

describe('Menu overflow', () => {
  it('puts the entries that do not fit behind a "More" disclosure button, which Escape closes', async () => {
    const widths = new Map([['Home', 300], ['Coupons', 300], ['Shop', 300], ['Blog', 300], ['Log out', 300]]);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.tagName === 'UL' ? 1000 : 0;
    });
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const width = this.hasAttribute('data-menu-more') ? 80 : (widths.get(this.textContent ?? '') ?? 0);
      return { width, height: 48, x: 0, y: 0, top: 0, left: 0, right: width, bottom: 48, toJSON: () => ({}) } as DOMRect;
    });
    renderWithProviders(<Menu entries={entries} onLogout={() => {}} />);
    const more = screen.getByRole('button', { name: 'More' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: 'Home' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Blog' })).toBeNull();
    await userEvent.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(more.getAttribute('aria-controls')!)!;
    expect(within(panel).getByRole('link', { name: 'Blog' })).toBeVisible();
    // Log out never moves into "More": it stays on the line, after it.
    expect(within(panel).queryByRole('button', { name: 'Log out' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeVisible();
    expect(more.compareDocumentPosition(screen.getByRole('button', { name: 'Log out' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveFocus();
  });
});
