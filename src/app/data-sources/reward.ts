import { defineDataSource } from '@/engine/blocks/define-extensions';
import { rewardQuery } from '@/lib/api/operations/get-reward';
import { id } from './support/params';

export const definition = defineDataSource({
  name: 'reward',
  description: 'One reward by the route id.',
  kind: 'single',
  query: (params) => rewardQuery(id(params)),
});
