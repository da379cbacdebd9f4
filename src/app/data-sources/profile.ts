import { defineDataSource } from '@/engine/blocks/define-extensions';
import { userQuery } from '@/lib/api/operations/get-user';
import { withParams } from '@/lib/api/params-v2';

export const definition = defineDataSource({
  name: 'profile',
  description: 'The member with params_v2 entries as fields: pre-fills forms with operator-added fields.',
  kind: 'single',
  query: () => ({ ...userQuery(), select: withParams }),
});
