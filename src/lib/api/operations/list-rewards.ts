import type { components } from '@/generated/api';
import { pagedQueryOptions, withTotal, type PageOf, type PageRequest } from '@/lib/query';
import { api, call } from '../client';

export type Reward = components['schemas']['Reward'];

export const listRewards = async (page: PageRequest, signal?: AbortSignal): Promise<PageOf<Reward>> => {
  const data = await call(api().POST('/rewards', { body: page, signal }));
  return withTotal(data.rewards, data.total);
};

export const rewardsQuery = () =>
  pagedQueryOptions<Reward>({ route: 'rewards', fetchPage: (page, signal) => listRewards(page, signal) });
