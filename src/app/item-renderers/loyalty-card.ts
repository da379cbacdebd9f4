import { defineItemRenderer } from '@/engine/blocks/define-extensions';

export const description = 'The member\'s loyalty card with its barcode.';

export const definition = defineItemRenderer({
  name: 'loyalty-card',
  load: () => import('@/components/loyalty-card').then((m) => m.LoyaltyCard),
});
