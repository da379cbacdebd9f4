import { defineItemRenderer } from '@/engine/blocks/define-extensions';

export const description = 'A reward tile with its points.';

export const definition = defineItemRenderer({
  name: 'reward-tile',
  load: () => import('@/components/content-tiles').then((m) => m.RewardTile),
});
