import { describe, expect, it } from 'vitest';
import type { ActiveRoute } from '@/engine/routes';
import { routeOfLink } from './route-prefetch';

const route = (path: string, screen: string, redirectTo?: string): ActiveRoute => ({ path, screen, layout: 'page-single', access: 'member', ...(redirectTo ? { redirectTo } : {}) });
const routes = [route('/coupons', 'coupons'), route('/coupons/:id', 'coupon'), route('/coupons/new', 'new-coupons'), route('/profile', 'profile', '/pass-login')];
const ORIGIN = window.location.origin;

function link(href: string, attributes: Record<string, string> = {}) {
  const a = document.createElement('a');
  a.href = href;
  for (const [name, value] of Object.entries(attributes)) a.setAttribute(name, value);
  const inner = document.createElement('span');
  a.append(inner);
  document.body.append(a);
  return inner;
}

describe('routeOfLink', () => {
  it('finds the route a link opens, ranked as the router ranks, with its params, from an element inside the link', () => {
    expect(routeOfLink(link('/coupons/c-7'), routes, ORIGIN, '/')).toMatchObject({ route: { screen: 'coupon' }, params: { id: 'c-7' } });
    expect(routeOfLink(link('/coupons/new'), routes, ORIGIN, '/')).toMatchObject({ route: { screen: 'new-coupons' } });
    expect(routeOfLink(link('/coupons?page=2'), routes, ORIGIN, '/')).toMatchObject({ route: { screen: 'coupons' } });
  });

  it('prefetches nothing the session may not open, nothing off the portal, and not the page shown', () => {
    expect(routeOfLink(link('/profile'), routes, ORIGIN, '/')).toBeNull();
    expect(routeOfLink(link('https://example.com/coupons'), routes, ORIGIN, '/')).toBeNull();
    expect(routeOfLink(link('/coupons', { target: '_blank' }), routes, ORIGIN, '/')).toBeNull();
    expect(routeOfLink(link('/coupons', { download: '' }), routes, ORIGIN, '/')).toBeNull();
    expect(routeOfLink(link('/nowhere'), routes, ORIGIN, '/')).toBeNull();
    expect(routeOfLink(link('/coupons'), routes, ORIGIN, '/coupons')).toBeNull();
    expect(routeOfLink(document.body, routes, ORIGIN, '/')).toBeNull();
  });
});
