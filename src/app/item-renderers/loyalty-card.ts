import { defineItemRenderer } from '@/engine/blocks/define-extensions';

export const definition = defineItemRenderer({
  name: 'loyalty-card',
  description: 'The member\'s loyalty card with its barcode.',
  load: () => import('@/components/loyalty-card').then((m) => m.LoyaltyCard),
});
