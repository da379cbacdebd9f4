import { defineItemRenderer } from '@/engine/blocks/define-extensions';

export const description = 'Downloads a receipt\'s file with the member\'s session (a part of the receipts list\'s item template).';

export const definition = defineItemRenderer({
  name: 'receipt-download',
  load: () => import('@/components/receipt').then((m) => m.ReceiptDownload),
});
