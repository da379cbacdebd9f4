export { RewardSelection } from './reward-action';
export { SelectRewardForm, NEW_ADDRESS_PATH } from './select-reward-form';
