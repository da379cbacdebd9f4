import { defineDataSource } from '@/engine/blocks/define-extensions';
import { perksQuery } from '@/lib/api/operations/list-perks';

export const description = 'The channel\'s perks.';

export const definition = defineDataSource({
  name: 'perks',
  kind: 'paged',
  query: () => perksQuery(),
});
