import { defineDataSource } from '@/engine/blocks/define-extensions';
import { walletTransactionsQuery } from '@/lib/api/operations/list-wallet-transactions';
import { optional } from './support/params';

export const definition = defineDataSource({
  name: 'wallet-transactions',
  description: 'Transactions of one wallet (params.walletId), or of all.',
  kind: 'paged',
  query: (params) => walletTransactionsQuery(optional(params.walletId)),
});
