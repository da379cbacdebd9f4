import { describe, expect, it } from 'vitest';
import { itemTarget, menuEntries, menuOrder, type MenuSections } from './menu';

const t = (key: string) => `t:${key}`;

describe('menuEntries', () => {
  it('lists the built-in entries in order, then Log out', () => {
    const entries = menuEntries(undefined, t);
    expect(entries.map((e) => e.label)).toEqual([
      't:menu.home',
      't:menu.coupons',
      't:menu.rewards',
      't:menu.perks',
      't:menu.leaflets',
      't:menu.invoices',
      't:menu.transactions',
      't:menu.logout',
    ]);
    expect(entries[0]).toEqual({ kind: 'route', id: 'home', label: 't:menu.home', to: '/', end: true });
    expect(entries[6]).toMatchObject({ kind: 'route', to: '/transactions', end: false });
    expect(entries.at(-1)).toEqual({ kind: 'logout', id: 'logout', label: 't:menu.logout' });
  });

  it("labels an entry given per language in the channel's language", () => {
    const sections: MenuSections = {
      GENERAL: { routes: { items: [{ title: { en: 'Fuel prices', sk: 'Ceny palív' }, link: { target: '/prices', type: 'APP' } }] } },
    };
    expect(menuEntries(sections, t, 'sk')[7]).toMatchObject({ label: 'Ceny palív', to: '/prices' });
    expect(menuEntries(sections, t, 'en_GB')[7]).toMatchObject({ label: 'Fuel prices' });
  });

  it('places an item before the built-in entry it names, the others after the built-in entries, each keeping its order', () => {
    const sections: MenuSections = {
      GENERAL: {
        routes: {
          items: [
            { title: 'Stores', link: { target: '/stores', type: 'APP' }, before: 'rewards' },
            { title: 'Help', link: { target: '/help', type: 'APP' } },
            { title: 'Prices', link: { target: '/prices', type: 'APP' }, before: 'rewards' },
            { title: 'First', link: { target: '/first', type: 'APP' }, before: 'home' },
          ],
        },
      },
    };
    expect(menuEntries(sections, t).map((e) => e.label)).toEqual([
      'First',
      't:menu.home',
      't:menu.coupons',
      'Stores',
      'Prices',
      't:menu.rewards',
      't:menu.perks',
      't:menu.leaflets',
      't:menu.invoices',
      't:menu.transactions',
      'Help',
      't:menu.logout',
    ]);
    expect(menuOrder([{ before: 'nowhere' }, {}])).toEqual(['home', 'coupons', 'rewards', 'perks', 'leaflets', 'invoices', 'transactions', 'item-0', 'item-1']);
  });

  it('adds GENERAL.routes.items before Log out, lower-casing the target to form the path', () => {
    const sections: MenuSections = {
      GENERAL: {
        routes: {
          items: [
            { title: 'Our Stores', link: { target: 'Stores', type: 'APP' } },
            { title: 'Help', link: { target: '/Help/FAQ', type: 'APP' } },
            { title: 'Shop', link: { target: 'https://Shop.Example.com/Sale?Code=AB', type: 'URL_BLANK' } },
            { title: 'Same window', link: { target: 'https://example.com/x', type: 'URL_EMBED' } },
            { title: 'Blank app', link: { target: 'Leaflets', type: 'URL_BLANK' } },
            { title: 'Closed', link: { target: '', type: 'CLOSE' } },
            { title: 'Off-site app', link: { target: 'https://evil.example/x', type: 'APP' } },
            { title: 'Protocol-relative', link: { target: '//evil.example/x', type: 'APP' } },
            { title: 'Backslash', link: { target: '/\\evil.example/x', type: 'URL_EMBED' } },
          ],
        },
      },
    };
    const entries = menuEntries(sections, t);
    expect(entries.slice(7)).toEqual([
      { kind: 'route', id: 'item-0', label: 'Our Stores', to: '/stores', end: false },
      { kind: 'route', id: 'item-1', label: 'Help', to: '/help/faq', end: false },
      { kind: 'external', id: 'item-2', label: 'Shop', href: 'https://shop.example.com/Sale?Code=AB', newTab: true },
      { kind: 'external', id: 'item-3', label: 'Same window', href: 'https://example.com/x', newTab: false },
      { kind: 'external', id: 'item-4', label: 'Blank app', href: '/leaflets', newTab: true },
      { kind: 'logout', id: 'logout', label: 't:menu.logout' },
    ]);
  });
});

describe('itemTarget', () => {
  it('keeps mailto and tel addresses external', () => {
    expect(itemTarget('MAILTO:Info@Example.com')).toEqual({ external: true, value: 'mailto:Info@Example.com' });
    expect(itemTarget('tel:+420123')).toEqual({ external: true, value: 'tel:+420123' });
    expect(itemTarget('  Coupons ')).toEqual({ external: false, value: '/coupons' });
    expect(itemTarget('//Evil.example/x')).toBeNull();
  });
});
