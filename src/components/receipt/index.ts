// Bespoke parts of the receipts list's item template (registered by the app as receipt-items and
// receipt-download): each takes ItemRendererProps ({ item, props }).
export { ReceiptItems } from './receipt-items';
export { ReceiptDownload } from './receipt-download';
