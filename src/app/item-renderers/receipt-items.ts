import { defineItemRenderer } from '@/engine/blocks/define-extensions';

export const definition = defineItemRenderer({
  name: 'receipt-items',
  description: 'A receipt\'s items in a disclosure, fetched when opened (a part of the receipts list\'s item template).',
  load: () => import('@/components/receipt').then((m) => m.ReceiptItems),
});
