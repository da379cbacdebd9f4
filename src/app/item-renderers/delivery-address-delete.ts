import { defineItemRenderer } from '@/engine/blocks/define-extensions';

export const definition = defineItemRenderer({
  name: 'delivery-address-delete',
  description: 'Delete on the edit screen of a delivery address, with a confirmation dialog.',
  load: () => import('@/components/delivery-address').then((m) => m.DeleteAddress),
});
