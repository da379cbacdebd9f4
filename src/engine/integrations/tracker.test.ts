import { describe, expect, it } from 'vitest';
import type { AnalyticsAdapter } from './adapter';
import { createTracker, type TrackerOptions } from './tracker';

type Call = [string, ...unknown[]];

function setup(options: Partial<TrackerOptions> & { remembered?: boolean } = {}) {
  const calls: Call[] = [];
  let loads = 0;
  let remembered = options.remembered ?? false;
  const adapter: AnalyticsAdapter = {
    identify: (ids) => calls.push(['identify', ids]),
    track: (event, props) => calls.push(['track', event, props]),
    anonymize: () => calls.push(['anonymize']),
  };
  const tracker = createTracker({
    load: () => {
      loads += 1;
      return adapter;
    },
    customerIds: { registered: 'email', customer_id: 'params_v2.customer_id' },
    gated: false,
    signedIn: false,
    memory: { get: () => remembered, set: (value) => void (remembered = value) },
    ...options,
  });
  const routes = () => calls.filter(([kind]) => kind === 'track').map(([, , props]) => props);
  return { tracker, calls, routes, loads: () => loads, remembered: () => remembered };
}

const member = { id: 'm-1', email: 'verified@demo.test', params_v2: { customer_id: 'CUST-M-1' } };

describe('tracker', () => {
  it('sends one navigation event per route change, with the previous route as origin', () => {
    const { tracker, routes } = setup();
    for (const path of ['/', '/coupons', '/coupons', '/coupon/c-2?x=1', '/rewards']) tracker.handle({ kind: 'navigate', path });
    expect(routes()).toEqual([
      { route: '/' },
      { route: '/coupons', entity: 'coupons', origin: '/' },
      { route: '/coupon/c-2', entity: 'coupon', entity_id: 'c-2', origin: '/coupons' },
      { route: '/rewards', entity: 'rewards', origin: '/coupon/c-2' },
    ]);
  });

  it('loads nothing until something must be sent', () => {
    const { tracker, loads } = setup({ signedIn: true });
    tracker.handle({ kind: 'navigate', path: '/coupons' });
    expect(loads()).toBe(0);
  });

  it('holds the first events of a signed-in member until identified, then identifies once', () => {
    const { tracker, calls } = setup({ signedIn: true });
    tracker.handle({ kind: 'navigate', path: '/' });
    expect(calls).toEqual([]);
    tracker.member(member);
    tracker.member({ ...member });
    expect(calls).toEqual([
      ['identify', { registered: 'verified@demo.test', customer_id: 'CUST-M-1' }],
      ['track', 'navigation', { route: '/' }],
    ]);
    tracker.member({ ...member, email: 'new@demo.test' });
    expect(calls.at(-1)).toEqual(['identify', { registered: 'new@demo.test', customer_id: 'CUST-M-1' }]);
  });

  it('does not identify a member without any mapped id, but still tracks', () => {
    const { tracker, calls } = setup({ signedIn: true });
    tracker.member({ id: 'm-2' });
    tracker.handle({ kind: 'navigate', path: '/coupons' });
    expect(calls).toEqual([['track', 'navigation', { route: '/coupons', entity: 'coupons' }]]);
  });

  it('anonymises when the token goes away, before the next event', () => {
    const { tracker, calls, remembered } = setup({ signedIn: true });
    tracker.member(member);
    tracker.handle({ kind: 'navigate', path: '/profile' });
    tracker.handle({ kind: 'signed-out' });
    tracker.handle({ kind: 'navigate', path: '/' });
    expect(calls.map(([kind]) => kind)).toEqual(['identify', 'track', 'anonymize', 'track']);
    expect(calls.at(-1)).toEqual(['track', 'navigation', { route: '/', origin: '/profile' }]);
    expect(remembered()).toBe(false);
  });

  it('anonymises a signed-out visitor whose browser still holds a member identity from an earlier visit', () => {
    const { tracker, calls, remembered } = setup({ remembered: true });
    expect(calls).toEqual([]);
    tracker.handle({ kind: 'navigate', path: '/' });
    expect(calls).toEqual([['anonymize'], ['track', 'navigation', { route: '/' }]]);
    expect(remembered()).toBe(false);
  });

  it('identifies again after a new sign-in', () => {
    const { tracker, calls } = setup({ signedIn: true });
    tracker.member(member);
    tracker.handle({ kind: 'signed-out' });
    tracker.handle({ kind: 'signed-in' });
    tracker.handle({ kind: 'navigate', path: '/coupons' });
    tracker.member(member);
    expect(calls.map(([kind]) => kind)).toEqual(['identify', 'anonymize', 'identify', 'track']);
  });

  describe('gated by a consent', () => {
    it('sends and loads nothing for a signed-out visitor', () => {
      const { tracker, calls, loads } = setup({ gated: true });
      tracker.handle({ kind: 'navigate', path: '/' });
      tracker.handle({ kind: 'navigate', path: '/pass-login' });
      expect(calls).toEqual([]);
      expect(loads()).toBe(0);
    });

    it('sends nothing until the consent is known to be given, then what was held', () => {
      const { tracker, calls, loads } = setup({ gated: true, signedIn: true });
      tracker.handle({ kind: 'navigate', path: '/' });
      tracker.member(member);
      tracker.consent('unknown');
      expect(loads()).toBe(0);
      tracker.consent('granted');
      expect(calls).toEqual([
        ['identify', { registered: 'verified@demo.test', customer_id: 'CUST-M-1' }],
        ['track', 'navigation', { route: '/' }],
      ]);
    });

    it('drops everything for a member who has not given it', () => {
      const { tracker, loads } = setup({ gated: true, signedIn: true });
      tracker.member(member);
      tracker.consent('denied');
      tracker.handle({ kind: 'navigate', path: '/coupons' });
      expect(loads()).toBe(0);
    });

    it('revoking anonymises and stops tracking; giving it again resumes', () => {
      const { tracker, calls } = setup({ gated: true, signedIn: true });
      tracker.member(member);
      tracker.consent('granted');
      tracker.handle({ kind: 'navigate', path: '/profile' });
      tracker.consent('denied');
      tracker.handle({ kind: 'navigate', path: '/coupons' });
      expect(calls.map(([kind]) => kind)).toEqual(['identify', 'track', 'anonymize']);
      tracker.consent('granted');
      tracker.handle({ kind: 'navigate', path: '/rewards' });
      expect(calls.map(([kind]) => kind)).toEqual(['identify', 'track', 'anonymize', 'identify', 'track']);
      expect(calls.at(-1)).toEqual(['track', 'navigation', { route: '/rewards', entity: 'rewards', origin: '/coupons' }]);
    });
  });
});
