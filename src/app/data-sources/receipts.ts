import { defineDataSource } from '@/engine/blocks/define-extensions';
import { receiptsQuery } from '@/lib/api/operations/list-receipts';

export const definition = defineDataSource({
  name: 'receipts',
  description: 'The member\'s receipts (bills).',
  kind: 'paged',
  query: () => receiptsQuery(),
});
