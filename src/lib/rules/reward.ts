import type { components } from '@/generated/api';
import { primaryWalletPoints } from './coupon';

/*
 * Reward business rules (spec section 4-6). Pure functions of the reward and the member, like the
 * coupon rules beside them, so the UI and the tests share them.
 */

export type Reward = components['schemas']['Reward'];
type User = components['schemas']['User'];

export type RewardActionState = 'unverified' | 'out-of-stock' | 'not-enough-points' | 'allowed';

/**
 * Only verified members select rewards; the cost may not exceed the primary wallet's points (no
 * wallet counts as 0), as for coupons; a reward with no stock left cannot be chosen.
 */
export function rewardActionState(reward: Pick<Reward, 'points' | 'stock'>, user: Pick<User, 'is_verified' | 'wallets'> | null | undefined): RewardActionState {
  if (!user?.is_verified) return 'unverified';
  if (reward.stock === 0) return 'out-of-stock';
  if (reward.points > primaryWalletPoints(user)) return 'not-enough-points';
  return 'allowed';
}
