import { queryOptions } from '@tanstack/react-query';
import { routeKey } from '@/lib/query';
import { api, call } from '../client';

export const getReward = async (id: string, signal?: AbortSignal) =>
  (await call(api().GET('/reward/{id}', { params: { path: { id } }, signal }))).reward;

export const rewardQuery = (id: string) =>
  queryOptions({ queryKey: routeKey('reward/{id}', { id }), queryFn: ({ signal }) => getReward(id, signal) });
