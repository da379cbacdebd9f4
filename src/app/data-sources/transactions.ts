import { defineDataSource } from '@/engine/blocks/define-extensions';
import { transactionsQuery } from '@/lib/api/operations/list-transactions';

export const description = 'The member\'s transaction history.';

export const definition = defineDataSource({
  name: 'transactions',
  kind: 'paged',
  query: () => transactionsQuery(),
});
