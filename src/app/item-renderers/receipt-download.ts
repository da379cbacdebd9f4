import { defineItemRenderer } from '@/engine/blocks/define-extensions';

export const definition = defineItemRenderer({
  name: 'receipt-download',
  description: 'Downloads a receipt\'s file with the member\'s session (a part of the receipts list\'s item template).',
  load: () => import('@/components/receipt').then((m) => m.ReceiptDownload),
});
