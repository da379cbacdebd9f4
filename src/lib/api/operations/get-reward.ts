import { queryOptions, useQuery } from '@tanstack/react-query';
import { routeKey } from '@/lib/query';
import { api, call } from '../client';

export const REWARD_ROUTE = 'reward/{id}';

export const getReward = async (id: string, signal?: AbortSignal) =>
  (await call(api().GET('/reward/{id}', { params: { path: { id } }, signal }))).reward;

export const rewardQuery = (id: string) =>
  queryOptions({ queryKey: routeKey(REWARD_ROUTE, { id }), queryFn: ({ signal }) => getReward(id, signal) });

export function useReward(id: string) {
  return useQuery(rewardQuery(id));
}
