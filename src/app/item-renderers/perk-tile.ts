import { defineItemRenderer } from '@/engine/blocks/define-extensions';

export const description = 'A perk tile.';

export const definition = defineItemRenderer({
  name: 'perk-tile',
  load: () => import('@/components/content-tiles').then((m) => m.PerkTile),
});
