// The receipt card, item renderer of the receipts list (registered by the app as receipt-card); it
// takes ItemRendererProps ({ item, props }).
export { ReceiptCard } from './receipt-card';
