import { defineItemRenderer } from '@/engine/blocks/define-extensions';

export const definition = defineItemRenderer({
  name: 'reward-selection',
  description: 'How to receive a reward (donation, pickup, delivery) and its select button.',
  load: () => import('@/components/reward-selection').then((m) => m.RewardSelection),
});
