import { defineDataSource } from '@/engine/blocks/define-extensions';
import { userQuery } from '@/lib/api/operations/get-user';

export const definition = defineDataSource({
  name: 'user',
  description: 'The signed-in member.',
  kind: 'single',
  query: () => userQuery(),
});
