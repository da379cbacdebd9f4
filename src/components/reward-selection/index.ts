export { RewardSelection, rewardActionState, type RewardActionState } from './reward-action';
export { SelectRewardForm, NEW_ADDRESS_PATH } from './select-reward-form';
