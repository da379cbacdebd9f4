export { RewardTile, PointsBadge, rewardPath } from './reward-tile';
