import { defineItemRenderer } from '@/engine/blocks/define-extensions';

export const description = 'A receipt with its items, total and points.';

export const definition = defineItemRenderer({
  name: 'receipt-card',
  load: () => import('@/components/content-tiles').then((m) => m.ReceiptCard),
});
