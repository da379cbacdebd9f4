import { describe, expect, it } from 'vitest';
import { defaultRouteTable, linkAvailability, mergeRouteTables, resolveRoutes } from '.';

const member = { token: 't' };
const visitor = { token: null };
const on = { web: true, card: true, card_verify: false, sms_login: false };

describe('linkAvailability (links follow the route table)', () => {
  it('drops links to routes the settings switch off', () => {
    const all = linkAvailability(resolveRoutes(defaultRouteTable, on, member));
    const noCard = linkAvailability(resolveRoutes(defaultRouteTable, { ...on, card: false }, member));
    const noWeb = linkAvailability(resolveRoutes(defaultRouteTable, { ...on, web: false }, member));
    expect(all('/card')).toBe(true);
    expect(noCard('/card')).toBe(false);
    expect(noCard('/coupons')).toBe(true);
    expect(noWeb('/coupons')).toBe(false);
    expect(noWeb('/reward/r-1')).toBe(false);
    expect(all('/reward/r-1?x=1')).toBe(true);
    expect(all('https://example.com/x')).toBe(true);
  });

  it('drops links the session may not open, and knows routes added by config', () => {
    const table = mergeRouteTables(defaultRouteTable, [
      { path: '/stores', access: 'public', screen: 'stores', layout: 'page-single' },
      { path: '/coupons', access: 'public', screen: 'coupons', layout: 'page-single' },
    ]);
    const guest = linkAvailability(resolveRoutes(table, on, visitor));
    expect(guest('/stores')).toBe(true);
    expect(guest('/profile')).toBe(false);
    expect(guest('/coupons')).toBe(true);
    expect(table.routes.filter((r) => r.path === '/coupons')).toHaveLength(1);
    expect(table.routes.at(-1)?.path).toBe('/stores');
  });

  it('anySession: where a journey may end, whoever is signed in after it (a sign-in ends on a member route)', () => {
    const visitorRoutes = resolveRoutes(defaultRouteTable, on, visitor);
    const exists = linkAvailability(visitorRoutes, { anySession: true });
    expect(linkAvailability(visitorRoutes)('/coupons')).toBe(false);
    expect(exists('/coupons')).toBe(true);
    expect(linkAvailability(resolveRoutes(defaultRouteTable, { ...on, web: false }, visitor), { anySession: true })('/profile')).toBe(false);
  });
});
