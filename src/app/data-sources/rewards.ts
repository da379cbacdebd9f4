import { defineDataSource } from '@/engine/blocks/define-extensions';
import { rewardsQuery } from '@/lib/api/operations/list-rewards';

export const definition = defineDataSource({
  name: 'rewards',
  description: 'The rewards members can select for points.',
  kind: 'paged',
  query: () => rewardsQuery(),
});
