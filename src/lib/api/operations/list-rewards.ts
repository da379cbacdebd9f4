import type { components } from '@/generated/api';
import { pagedQueryOptions, type PageRequest } from '@/lib/query';
import { api, call } from '../client';

export type Reward = components['schemas']['Reward'];

export const listRewards = async (page: PageRequest, signal?: AbortSignal): Promise<Reward[]> =>
  (await call(api().POST('/rewards', { body: page, signal }))).rewards;

export const rewardsQuery = () =>
  pagedQueryOptions<Reward>({ route: 'rewards', fetchPage: (page, signal) => listRewards(page, signal) });
