export { RewardDetail, rewardActionState, type RewardActionState } from './reward-detail';
export { SelectRewardForm, NEW_ADDRESS_PATH } from './select-reward-form';
