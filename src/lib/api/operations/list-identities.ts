import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '@/generated/api';
import { routeKey } from '@/lib/query';
import { api, call } from '../client';

export type Identity = components['schemas']['Identity'];

export const listIdentities = async (signal?: AbortSignal) =>
  (await call(api().GET('/user/identities', { signal }))).user_identities;

export const identitiesQuery = () =>
  queryOptions({ queryKey: routeKey('user/identities'), queryFn: ({ signal }) => listIdentities(signal) });

export function useIdentities() {
  return useQuery(identitiesQuery());
}
