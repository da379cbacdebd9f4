import { defineDataSource } from '@/engine/blocks/define-extensions';
import { rewardsQuery } from '@/lib/api/operations/list-rewards';

export const definition = defineDataSource({
  name: 'popular-rewards',
  description: 'Rewards for the dashboard section (the same list as rewards).',
  kind: 'paged',
  query: () => rewardsQuery(),
});
