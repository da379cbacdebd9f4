import { defineDataSource } from '@/engine/blocks/define-extensions';
import { rewardsQuery } from '@/lib/api/operations/list-rewards';

export const description = 'The rewards members can select for points.';

export const definition = defineDataSource({
  name: 'rewards',
  kind: 'paged',
  query: () => rewardsQuery(),
});
