import { defineItemRenderer } from '@/engine/blocks/define-extensions';

export const description = 'Delete on the edit screen of a delivery address, with a confirmation dialog.';

export const definition = defineItemRenderer({
  name: 'delivery-address-delete',
  load: () => import('@/components/delivery-address').then((m) => m.DeleteAddress),
});
