// Test fixtures for the coupon tile's tests (render them with @/test-support/render).
import type { Coupon, User } from '@/lib/rules/coupon';

/** Test fixtures: a free, started, never-ending coupon and a verified member with 500 hundredths. */
export function makeCoupon(overrides: Partial<Coupon> = {}): Coupon {
  return { id: 'c1', name: 'Free coffee', activated: false, points: 0, activation_minutes: 15, ...overrides };
}

export function makeUser(overrides: Partial<User> = {}): User {
  return { id: 'u1', is_verified: true, wallets: [{ id: 'w1', is_primary: true, points: 500 }], params_v2: {}, ...overrides };
}
