// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { rewardActionState } from './reward';

describe('rewardActionState', () => {
  const wallet = (points: number) => [{ id: 'w', is_primary: true, points }];
  it('checks verification first, then stock, then the primary wallet', () => {
    expect(rewardActionState({ points: 0 }, null)).toBe('unverified');
    expect(rewardActionState({ points: 0 }, { is_verified: false, wallets: wallet(1e6) })).toBe('unverified');
    expect(rewardActionState({ points: 100, stock: 0 }, { is_verified: true, wallets: wallet(1e6) })).toBe('out-of-stock');
    expect(rewardActionState({ points: 101 }, { is_verified: true, wallets: wallet(100) })).toBe('not-enough-points');
    expect(rewardActionState({ points: 100 }, { is_verified: true, wallets: wallet(100) })).toBe('allowed');
    expect(rewardActionState({ points: 100 }, { is_verified: true, wallets: [{ id: 'w', is_primary: false, points: 500 }] })).toBe('not-enough-points');
  });
});
