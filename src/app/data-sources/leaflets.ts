import { defineDataSource } from '@/engine/blocks/define-extensions';
import { leafletsQuery } from '@/lib/api/operations/list-leaflets';

export const description = 'The channel\'s leaflets.';

export const definition = defineDataSource({
  name: 'leaflets',
  kind: 'paged',
  query: () => leafletsQuery(),
});
