import { describe, expect, it } from 'vitest';
import { defaultRouteTable, resolveRoutes, routeSettings } from './index';
import type { RouteSettings } from './types';

const WEB_OFF_PATHS = [
  '/',
  '/pass-login',
  '/otp-verify',
  '/register',
  '/register-after-verify',
  '/register-confirm',
  '/link-card',
  '/deletion',
  '/email-confirmation',
  '/forgot',
  '/password-reset',
  '/profile-edit',
  '/account-access',
  '/consents',
  '/consent/:id',
  '/goodbye',
];

const WEB_ON_ONLY = [
  '/page/:id',
  '/profile',
  '/promo-code',
  '/card',
  '/card-request',
  '/till',
  '/delivery-addresses',
  '/delivery-address',
  '/delivery-address/:id',
  '/news',
  '/news-article/:id',
  '/coupons',
  '/coupon/:id',
  '/rewards',
  '/reward/:id',
  '/perks',
  '/leaflets',
  '/invoices',
  '/receipts',
  '/transactions',
  '/wallet-transactions',
  '/data-request',
  '/verify-success',
  '/verify-expired',
  '/email-code',
];

const loaded: RouteSettings = { web: true, card: true, card_verify: false, sms_login: false };
const member = { token: 'abc', logged: true };
const visitor = { token: null, logged: false };

const paths = (settings: RouteSettings, session = member) => resolveRoutes(defaultRouteTable, settings, session).map((r) => r.path);
const at = (path: string, settings: RouteSettings, session: { token: string | null; logged: boolean } = member) =>
  resolveRoutes(defaultRouteTable, settings, session).find((r) => r.path === path);

describe('resolveRoutes: route sets', () => {
  it('web on: the full table of spec section 2', () => {
    expect(paths(loaded).sort()).toEqual([...WEB_OFF_PATHS, ...WEB_ON_ONLY].sort());
  });

  it('web off: the spec list, with the consents list and the goodbye notice', () => {
    expect(paths({ ...loaded, web: false }).sort()).toEqual([...WEB_OFF_PATHS].sort());
  });

  it('card setting off removes /card, the card request and the till screen', () => {
    const set = paths({ ...loaded, card: false });
    expect(set).not.toContain('/card');
    expect(set).not.toContain('/card-request');
    expect(set).not.toContain('/till');
    expect(set).toContain('/coupons');
  });

  it('the same set for visitors, with member routes redirecting to /', () => {
    const routes = resolveRoutes(defaultRouteTable, loaded, visitor);
    expect(routes.map((r) => r.path).sort()).toEqual(paths(loaded).sort());
    expect(routes.find((r) => r.path === '/coupons')?.redirectTo).toBe('/');
    expect(routes.find((r) => r.path === '/pass-login')?.redirectTo).toBeUndefined();
    expect(routes.find((r) => r.path === '/email-confirmation')?.redirectTo).toBeUndefined();
  });

  it('members are sent away from visitor-only routes', () => {
    expect(at('/pass-login', loaded)?.redirectTo).toBe('/');
    expect(at('/register', loaded)?.redirectTo).toBe('/');
    expect(at('/coupons', loaded)?.redirectTo).toBeUndefined();
  });
});

describe('resolveRoutes: the / choice', () => {
  it('signed in, web on: home in two columns', () => {
    expect(at('/', loaded)).toEqual({ path: '/', screen: 'home', layout: 'page-two-column', access: 'any' });
  });
  it('signed in, web off: profile', () => {
    expect(at('/', { ...loaded, web: false })).toMatchObject({ screen: 'profile', layout: 'page-single' });
  });
  it('signed out with sms_login on: SMS login', () => {
    expect(at('/', { ...loaded, sms_login: true }, visitor)).toMatchObject({ screen: 'sms-login', layout: 'auth' });
  });
  it('signed out with sms_login off: password login (web on or off)', () => {
    expect(at('/', loaded, visitor)).toMatchObject({ screen: 'pass-login', layout: 'auth' });
    expect(at('/', { ...loaded, web: false }, visitor)).toMatchObject({ screen: 'pass-login' });
  });
  it('blank while the setting loads', () => {
    expect(at('/', { ...loaded, sms_login: null }, visitor)).toMatchObject({ screen: 'blank', layout: 'bare' });
    expect(at('/', {}, visitor)).toMatchObject({ screen: 'blank' });
    expect(at('/', {}, member)).toMatchObject({ screen: 'blank' });
  });
  it('a session is signed in by its token', () => {
    expect(at('/', loaded, { token: null, logged: true })).toMatchObject({ screen: 'pass-login' });
    expect(resolveRoutes(defaultRouteTable, loaded, { logged: true }).find((r) => r.path === '/')?.screen).toBe('home');
    expect(resolveRoutes(defaultRouteTable, loaded, null).find((r) => r.path === '/')?.screen).toBe('pass-login');
  });
});

describe('resolveRoutes: the /register choice and the consent layout', () => {
  it('card_verify picks the card-verify registration, else the plain one', () => {
    expect(at('/register', { ...loaded, card_verify: true }, visitor)?.screen).toBe('register-card-verify');
    expect(at('/register', loaded, visitor)?.screen).toBe('register');
    expect(at('/register', { ...loaded, card_verify: null }, visitor)?.screen).toBe('blank');
  });
  it('consent uses the special layout only while signed out', () => {
    expect(at('/consent/:id', loaded, visitor)?.layout).toBe('consent');
    expect(at('/consent/:id', loaded, member)?.layout).toBe('page-single');
  });
});

describe('the default table and the default screens', () => {
  it('names only screens the default preset has', () => {
    const files = Object.keys(import.meta.glob('../../../channel-presets/default/screens/*.json'));
    const screens = new Set(files.map((f) => f.replace(/^.*\/|\.json$/g, '')));
    expect(screens.size).toBeGreaterThan(10);
    const named = defaultRouteTable.routes.flatMap((r) => (r.choices ? r.choices.map((c) => c.screen) : [r.screen]));
    expect(named.filter((name) => !screens.has(name))).toEqual([]);
  });
});

describe('resolveRoutes: table semantics', () => {
  it('null conditions match only while loading; custom redirects are kept', () => {
    const table = {
      routes: [
        { path: '/wait', access: 'public' as const, screen: 'wait', layout: 'bare' as const, when: { web: null } },
        { path: '/secret', access: 'member' as const, screen: 's', layout: 'page-single' as const, redirect: '/pass-login' },
      ],
    };
    expect(resolveRoutes(table, {}, visitor).map((r) => r.path)).toEqual(['/wait', '/secret']);
    expect(resolveRoutes(table, { web: true }, visitor)).toEqual([
      { path: '/secret', access: 'member', screen: 's', layout: 'page-single', redirectTo: '/pass-login' },
    ]);
  });
});

describe('routeSettings', () => {
  it('reads web and card from GENERAL, card_verify from REGISTER, sms_login from MEMBER_AUTHENTICATION', () => {
    expect(
      routeSettings({ GENERAL: { web: false, card: true }, REGISTER: { card_verify: true }, MEMBER_AUTHENTICATION: { sms_login: false } }),
    ).toEqual({ web: false, card: true, card_verify: true, sms_login: false });
    expect(routeSettings({ GENERAL: { web: true, card: false } })).toEqual({ web: true, card: false, card_verify: null, sms_login: null });
    expect(routeSettings(undefined)).toEqual({ web: null, card: null, card_verify: null, sms_login: null });
  });
});
