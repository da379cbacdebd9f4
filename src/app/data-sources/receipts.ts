import { defineDataSource } from '@/engine/blocks/define-extensions';
import { receiptsQuery } from '@/lib/api/operations/list-receipts';

export const description = 'The member\'s receipts (bills).';

export const definition = defineDataSource({
  name: 'receipts',
  kind: 'paged',
  query: () => receiptsQuery(),
});
