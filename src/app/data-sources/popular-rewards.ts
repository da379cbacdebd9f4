import { defineDataSource } from '@/engine/blocks/define-extensions';
import { rewardsQuery } from '@/lib/api/operations/list-rewards';

export const description = 'Rewards for the dashboard section (the same list as rewards).';

export const definition = defineDataSource({
  name: 'popularRewards',
  kind: 'paged',
  query: () => rewardsQuery(),
});
