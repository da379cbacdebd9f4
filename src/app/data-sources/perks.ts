import { defineDataSource } from '@/engine/blocks/define-extensions';
import { perksQuery } from '@/lib/api/operations/list-perks';

export const definition = defineDataSource({
  name: 'perks',
  description: 'The channel\'s perks.',
  kind: 'paged',
  query: () => perksQuery(),
});
