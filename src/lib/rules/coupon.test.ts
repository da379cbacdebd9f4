import { describe, expect, it } from 'vitest';
import {
  canActivate,
  countdownTarget,
  countdownVisible,
  couponButtonState,
  couponEnd,
  endingSoonFirst,
  endsSoon,
  endsToday,
  primaryWalletPoints,
  notAllowedReason,
  remainingSeconds,
  ribbonTone,
  timerText,
  validityText,
  type Coupon,
  type User,
} from './coupon';

const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);
const S = 1000;
const DAY = 86_400 * S;
const iso = (ms: number) => new Date(ms).toISOString();

function coupon(overrides: Partial<Coupon> = {}): Coupon {
  return { id: 'c1', name: 'Coffee', activated: false, points: 0, ...overrides };
}

function user(overrides: Partial<User> = {}): User {
  return {
    id: 'u1',
    is_verified: true,
    wallets: [
      { id: 'w2', is_primary: false, points: 99_999 },
      { id: 'w1', is_primary: true, points: 500 },
    ],
    params_v2: {},
    ...overrides,
  };
}

describe('primaryWalletPoints', () => {
  it('reads the primary wallet, not the first one', () => {
    expect(primaryWalletPoints(user())).toBe(500);
  });
  it('counts a missing primary wallet, no wallets or no member as 0', () => {
    expect(primaryWalletPoints(user({ wallets: [{ id: 'w', is_primary: false, points: 900 }] }))).toBe(0);
    expect(primaryWalletPoints(user({ wallets: [] }))).toBe(0);
    expect(primaryWalletPoints(null)).toBe(0);
    expect(primaryWalletPoints(undefined)).toBe(0);
  });
});

describe('canActivate', () => {
  it('allows points equal to the primary wallet, refuses one hundredth more', () => {
    expect(canActivate(coupon({ points: 500 }), user(), NOW)).toBe(true);
    expect(canActivate(coupon({ points: 501 }), user(), NOW)).toBe(false);
  });
  it('refuses a costly coupon when the wallet is missing, allows a free one', () => {
    const noWallet = user({ wallets: [] });
    expect(canActivate(coupon({ points: 1 }), noWallet, NOW)).toBe(false);
    expect(canActivate(coupon({ points: 0 }), noWallet, NOW)).toBe(true);
  });
  it('allows at valid_from exactly, refuses one millisecond before', () => {
    expect(canActivate(coupon({ valid_from: iso(NOW) }), user(), NOW)).toBe(true);
    expect(canActivate(coupon({ valid_from: iso(NOW + 1) }), user(), NOW)).toBe(false);
  });
  it('refuses an unverified member or no member', () => {
    expect(canActivate(coupon(), user({ is_verified: false }), NOW)).toBe(false);
    expect(canActivate(coupon(), null, NOW)).toBe(false);
  });
});

describe('couponButtonState', () => {
  it('is locked for an unverified member, even when activated', () => {
    expect(couponButtonState(coupon({ activated: true }), user({ is_verified: false }), NOW)).toBe('locked');
  });
  it('is active for an activated coupon, whatever the points', () => {
    expect(couponButtonState(coupon({ activated: true, points: 10_000 }), user(), NOW)).toBe('active');
  });
  it('is use when allowed and not-allowed when points or start forbid it', () => {
    expect(couponButtonState(coupon({ points: 500 }), user(), NOW)).toBe('use');
    expect(couponButtonState(coupon({ points: 501 }), user(), NOW)).toBe('not-allowed');
    expect(couponButtonState(coupon({ valid_from: iso(NOW + S) }), user(), NOW)).toBe('not-allowed');
  });
  it('names the reason a coupon is not allowed: points first, then a start in the future', () => {
    expect(notAllowedReason(coupon({ valid_from: iso(NOW + S) }), user(), NOW)).toBe('not-started');
    expect(notAllowedReason(coupon({ points: 501, valid_from: iso(NOW + S) }), user(), NOW)).toBe('not-enough-points');
    expect(notAllowedReason(coupon({ points: 501 }), user(), NOW)).toBe('not-enough-points');
    expect(notAllowedReason(coupon({ valid_from: iso(NOW + S) }), user({ wallets: [] }), NOW), 'missing wallet counts as 0').toBe('not-started');
  });
  it('is ended once the end has passed, for every member and even when activated', () => {
    const ended = coupon({ valid_until: iso(NOW - S) });
    expect(couponButtonState(ended, user(), NOW)).toBe('ended');
    expect(couponButtonState(ended, user({ is_verified: false }), NOW)).toBe('ended');
    expect(couponButtonState(ended, null, NOW)).toBe('ended');
    expect(couponButtonState({ ...ended, activated: true }, user(), NOW)).toBe('ended');
    expect(couponButtonState(coupon({ valid_until: iso(NOW) }), user(), NOW), 'the end itself counts').toBe('ended');
    expect(couponButtonState(coupon({ valid_until: iso(NOW + S) }), user(), NOW)).toBe('use');
  });
  it('judges the end by expiration_at over valid_until', () => {
    const later = coupon({ valid_until: iso(NOW + DAY), expiration_at: (NOW - S) / 1000 });
    expect(couponButtonState(later, user(), NOW)).toBe('ended');
    const earlier = coupon({ valid_until: iso(NOW - DAY), expiration_at: (NOW + DAY) / 1000 });
    expect(couponButtonState(earlier, user(), NOW)).toBe('use');
  });
});

describe('canActivate on an ended coupon', () => {
  it('is false after the end, whatever the points', () => {
    expect(canActivate(coupon({ valid_until: iso(NOW - S) }), user(), NOW)).toBe(false);
    expect(canActivate(coupon({ expiration_at: (NOW - S) / 1000 }), user(), NOW)).toBe(false);
  });
});

describe('countdownTarget and couponEnd', () => {
  it('targets valid_until once started', () => {
    expect(countdownTarget(coupon({ valid_from: iso(NOW), valid_until: iso(NOW + DAY) }), NOW)).toBe(NOW + DAY);
  });
  it('targets valid_from before the start', () => {
    expect(countdownTarget(coupon({ valid_from: iso(NOW + S), valid_until: iso(NOW + DAY) }), NOW)).toBe(NOW + S);
  });
  it('lets expiration_at (epoch seconds) win over valid_until', () => {
    const c = coupon({ valid_until: iso(NOW + DAY), expiration_at: (NOW + 60 * S) / 1000 });
    expect(couponEnd(c)).toBe(NOW + 60 * S);
    expect(countdownTarget(c, NOW)).toBe(NOW + 60 * S);
  });
  it('is null without an end date', () => {
    expect(countdownTarget(coupon({ valid_from: iso(NOW - S) }), NOW)).toBeNull();
    expect(countdownTarget(coupon({ valid_until: 'not a date' }), NOW)).toBeNull();
  });
  it('counts remaining whole seconds rounded up, never negative', () => {
    expect(remainingSeconds(NOW + 100_001, NOW)).toBe(101);
    expect(remainingSeconds(NOW + 100_000, NOW)).toBe(100);
    expect(remainingSeconds(NOW - 5000, NOW)).toBe(0);
  });
});

describe('ribbonTone', () => {
  it('is archived before the start and without an end', () => {
    expect(ribbonTone(coupon({ valid_from: iso(NOW + S), valid_until: iso(NOW + 10 * DAY) }), NOW)).toBe('archived');
    expect(ribbonTone(coupon({ valid_from: iso(NOW - S) }), NOW)).toBe('archived');
    expect(ribbonTone(coupon(), NOW)).toBe('archived');
  });
  it('uses the configured colour above 2 days and red at exactly 2 days', () => {
    expect(ribbonTone(coupon({ valid_until: iso(NOW + 2 * DAY + 1) }), NOW)).toBe('ribbon');
    expect(ribbonTone(coupon({ valid_until: iso(NOW + 2 * DAY) }), NOW)).toBe('error');
    expect(ribbonTone(coupon({ valid_until: iso(NOW + S) }), NOW)).toBe('error');
  });
  it('follows expiration_at over valid_until', () => {
    const c = coupon({ valid_until: iso(NOW + 10 * DAY), expiration_at: (NOW + DAY) / 1000 });
    expect(ribbonTone(c, NOW)).toBe('error');
  });
});

describe('countdownVisible', () => {
  it('shows at 100 s, not at 101 s', () => {
    expect(countdownVisible(100)).toBe(true);
    expect(countdownVisible(0)).toBe(true);
    expect(countdownVisible(101)).toBe(false);
  });
});

describe('timerText', () => {
  it('counts days above exactly 2 days, hours at exactly 2 days', () => {
    expect(timerText(2 * DAY + S)).toEqual({ unit: 'days', value: 2 });
    expect(timerText(5 * DAY + 3 * 3600 * S)).toEqual({ unit: 'days', value: 5 });
    expect(timerText(2 * DAY)).toEqual({ unit: 'hours', value: 48 });
  });
  it('counts hours above exactly 1 hour, minutes at exactly 1 hour', () => {
    expect(timerText(3600 * S + S)).toEqual({ unit: 'hours', value: 1 });
    expect(timerText(3600 * S)).toEqual({ unit: 'minutes', value: 60 });
  });
  it('counts minutes above 180 s, seconds at 180 s', () => {
    expect(timerText(181 * S)).toEqual({ unit: 'minutes', value: 3 });
    expect(timerText(180 * S)).toEqual({ unit: 'seconds', value: 180 });
  });
  it('rounds seconds up and stops at 0', () => {
    expect(timerText(99_001)).toEqual({ unit: 'seconds', value: 100 });
    expect(timerText(1)).toEqual({ unit: 'seconds', value: 1 });
    expect(timerText(0)).toEqual({ unit: 'seconds', value: 0 });
    expect(timerText(-3000)).toEqual({ unit: 'seconds', value: 0 });
  });
});

describe('validityText', () => {
  // Local calendar times: "today" and "tomorrow" are the member's local days.
  const local = (d: number, h: number, m = 0, s = 0) => new Date(2026, 10, d, h, m, s).getTime();

  it('is null for an activated coupon or one without dates', () => {
    expect(validityText(coupon({ activated: true, valid_until: iso(local(21, 23)) }), local(21, 10))).toBeNull();
    expect(validityText(coupon(), local(21, 10))).toBeNull();
  });
  it('gives the date range when the end is after tomorrow', () => {
    const c = coupon({ valid_from: iso(local(1, 0)), valid_until: iso(local(23, 0)) });
    expect(validityText(c, local(21, 10))).toEqual({
      kind: 'range',
      from: new Date(local(1, 0)),
      until: new Date(local(23, 0)),
      urgent: false,
    });
  });
  it('gives a range with an open end without an end date', () => {
    const c = coupon({ valid_from: iso(local(1, 0)) });
    expect(validityText(c, local(21, 10))).toMatchObject({ kind: 'range', until: null, urgent: false });
  });
  it('says today and tomorrow across midnight', () => {
    const c = coupon({ valid_until: iso(local(22, 0, 30)) });
    expect(validityText(c, local(21, 23, 59, 59))).toMatchObject({ kind: 'tomorrow', urgent: true });
    expect(validityText(c, local(22, 0, 0, 0))).toMatchObject({ kind: 'today', urgent: true });
    expect(validityText(c, local(20, 23, 59, 59))).toMatchObject({ kind: 'range', urgent: false });
  });
  it('says today for an end at 23:59:59 today and uses expiration_at', () => {
    const c = coupon({ valid_until: iso(local(30, 0)), expiration_at: local(21, 23, 59, 59) / 1000 });
    expect(validityText(c, local(21, 0, 0, 1))).toMatchObject({ kind: 'today', urgent: true });
  });
  it('never says today once the end has passed: an ended coupon shows its range', () => {
    const c = coupon({ valid_until: iso(local(21, 9)) });
    expect(validityText(c, local(21, 10))).toMatchObject({ kind: 'range', urgent: false });
  });
});

describe('reminders', () => {
  it('a running coupon ending within 48 hours ends soon; not before its start, after its end or beyond 48 hours', () => {
    expect(endsSoon(coupon({ valid_until: iso(NOW + 2 * DAY) }), NOW)).toBe(true);
    expect(endsSoon(coupon({ valid_until: iso(NOW + 2 * DAY + S) }), NOW)).toBe(false);
    expect(endsSoon(coupon({ valid_until: iso(NOW - S) }), NOW)).toBe(false);
    expect(endsSoon(coupon({ valid_from: iso(NOW + S), valid_until: iso(NOW + DAY) }), NOW)).toBe(false);
    expect(endsSoon(coupon(), NOW)).toBe(false);
  });

  it('ends today: the end falls on the local today and has not passed', () => {
    const localNoon = new Date(2026, 10, 21, 12, 0, 0).getTime();
    expect(endsToday(coupon({ valid_until: iso(new Date(2026, 10, 21, 23, 0).getTime()) }), localNoon)).toBe(true);
    expect(endsToday(coupon({ valid_until: iso(new Date(2026, 10, 22, 1, 0).getTime()) }), localNoon)).toBe(false);
    expect(endsToday(coupon({ valid_until: iso(new Date(2026, 10, 21, 11, 0).getTime()) }), localNoon)).toBe(false);
  });

  it('lists the ones ending within 48 hours first (soonest first), the rest in order, expired last', () => {
    const later = coupon({ id: 'later', valid_until: iso(NOW + 5 * DAY) });
    const expired = coupon({ id: 'expired', valid_until: iso(NOW - S) });
    const tomorrow = coupon({ id: 'tomorrow', valid_until: iso(NOW + DAY) });
    const hour = coupon({ id: 'hour', expiration_at: (NOW + 3600 * S) / S });
    const open = coupon({ id: 'open' });
    expect(endingSoonFirst([expired, later, tomorrow, open, hour], NOW).map((c) => c.id)).toEqual(['hour', 'tomorrow', 'later', 'open', 'expired']);
  });
});
