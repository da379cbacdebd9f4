import { defineDataSource } from '@/engine/blocks/define-extensions';
import { invoicesQuery } from '@/lib/api/operations/list-invoices';
import { optional } from './support/params';

export const definition = defineDataSource({
  name: 'invoices',
  description: 'The member\'s uploaded invoices, optionally of one status (params.status).',
  kind: 'paged',
  query: (params) => invoicesQuery(optional(params.status) as Parameters<typeof invoicesQuery>[0]),
});
