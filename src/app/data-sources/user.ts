import { defineDataSource } from '@/engine/blocks/define-extensions';
import { userQuery } from '@/lib/api/operations/get-user';

export const description = 'The signed-in member.';

export const definition = defineDataSource({
  name: 'user',
  kind: 'single',
  query: () => userQuery(),
});
