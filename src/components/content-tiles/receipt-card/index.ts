export { ReceiptCard } from './receipt-card';
