import { describe, expect, it } from 'vitest';
import type { Coupon } from '@/lib/rules/coupon';
import { tillSnapshot } from './till-snapshot';

const NOW = Date.UTC(2026, 10, 26, 12, 0, 0);
const iso = (ms: number) => new Date(ms).toISOString();
const coupon = (overrides: Partial<Coupon & { description: string; img_logo: string }>): Coupon => ({
  id: 'c',
  name: 'Coffee',
  activated: false,
  points: 0,
  ...overrides,
});

describe('till snapshot', () => {
  it('keeps only activated, running coupons, and of them only what the till shows', () => {
    const snapshot = tillSnapshot(
      [
        coupon({ id: 'a', activated: true, code: 'A-1', valid_until: iso(NOW + 3_600_000), description: 'long text', img_logo: 'data:x' }),
        coupon({ id: 'not-activated', code: 'STAFF-ONLY', valid_until: iso(NOW + 3_600_000) }),
        coupon({ id: 'ended', activated: true, code: 'E-1', valid_until: iso(NOW - 1) }),
      ],
      NOW,
    );
    expect(snapshot.synced_at).toBe(NOW);
    expect(snapshot.coupons).toEqual([{ id: 'a', name: 'Coffee', activated: true, points: 0, valid_until: iso(NOW + 3_600_000), code: 'A-1' }]);
    expect(JSON.stringify(snapshot)).not.toContain('STAFF-ONLY');
  });
});
