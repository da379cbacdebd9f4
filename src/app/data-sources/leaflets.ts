import { defineDataSource } from '@/engine/blocks/define-extensions';
import { leafletsQuery } from '@/lib/api/operations/list-leaflets';

export const definition = defineDataSource({
  name: 'leaflets',
  description: 'The channel\'s leaflets.',
  kind: 'paged',
  query: () => leafletsQuery(),
});
