import { defineItemRenderer } from '@/engine/blocks/define-extensions';

export const description = 'A leaflet tile.';

export const definition = defineItemRenderer({
  name: 'leaflet-tile',
  load: () => import('@/components/content-tiles').then((m) => m.LeafletTile),
});
