import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test-support/render';
import type { MenuEntry } from '@/engine/routes';
import { MobileMenu } from './mobile-drawer';

const entries: MenuEntry[] = [
  { kind: 'route', id: 'home', label: 'Home', to: '/', end: true },
  { kind: 'route', id: 'item-0', label: 'Stores', to: '/stores', end: false },
  { kind: 'logout', id: 'logout', label: 'Log out' },
];

const social = {
  facebook_link: 'https://facebook.com/brand',
  tiktok_link: 'https://tiktok.com/@brand',
};

function setup(onLogout = vi.fn(), sections = {}) {
  renderWithProviders(
    <>
      <MobileMenu entries={entries} onLogout={onLogout} />
      <button type="button">outside</button>
    </>,
    { path: '/coupons', sections },
  );
  return { onLogout, hamburger: screen.getByRole('button', { name: 'Open menu' }) };
}

describe('MobileMenu', () => {
  it('hamburger controls a modal drawer', async () => {
    const { hamburger } = setup();
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(hamburger);
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    expect(hamburger.getAttribute('aria-controls')).toBe(dialog.id);
    expect(getComputedStyle(dialog).width).toBe('70vw');
    expect(getComputedStyle(dialog).right).toBe('0px');
    expect(within(dialog).getByRole('link', { name: 'Stores' })).toHaveAttribute('href', '/stores');
  });

  it('traps focus inside, closes on Escape and returns focus to the hamburger', async () => {
    const { hamburger } = setup();
    await userEvent.click(hamburger);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    for (let i = 0; i < 6; i += 1) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
    expect(hamburger).toHaveFocus();
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes with the close button, the backdrop and on navigation', async () => {
    const { hamburger } = setup();
    await userEvent.click(hamburger);
    await userEvent.click(await screen.findByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(hamburger).toHaveFocus();

    await userEvent.click(hamburger);
    await userEvent.click(screen.getByTestId('mobile-drawer-backdrop'));
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.click(hamburger);
    await userEvent.click(screen.getByRole('link', { name: 'Stores' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/stores');
  });

  it('Log out calls onLogout, closes and returns to /', async () => {
    const { hamburger, onLogout } = setup();
    await userEvent.click(hamburger);
    await userEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('shows only the configured social links, in a new tab', async () => {
    const { hamburger } = setup(vi.fn(), { GENERAL: social });
    await userEvent.click(hamburger);
    const list = await screen.findByRole('list', { name: 'Social networks' });
    const links = within(list).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['https://facebook.com/brand', 'https://tiktok.com/@brand']);
    expect(links[0]).toHaveAccessibleName('Facebook (opens in a new tab)');
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('no social list without links', async () => {
    const { hamburger } = setup();
    await userEvent.click(hamburger);
    await screen.findByRole('dialog');
    expect(screen.queryByRole('list', { name: 'Social networks' })).toBeNull();
  });
});
