import { defineDataSource } from '@/engine/blocks/define-extensions';
import { transactionsQuery } from '@/lib/api/operations/list-transactions';

export const definition = defineDataSource({
  name: 'transactions',
  description: 'The member\'s transaction history.',
  kind: 'paged',
  query: () => transactionsQuery(),
});
