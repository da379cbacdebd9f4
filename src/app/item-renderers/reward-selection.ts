import { defineItemRenderer } from '@/engine/blocks/define-extensions';

export const description = 'How to receive a reward (donation, pickup, delivery) and its select button.';

export const definition = defineItemRenderer({
  name: 'reward-selection',
  load: () => import('@/components/reward-selection').then((m) => m.RewardSelection),
});
