import { queryOptions, useQuery } from '@tanstack/react-query';
import { routeKey } from '@/lib/query';
import { useSession } from '@/lib/session';
import { api, call } from '../client';

export const getUser = (signal?: AbortSignal) => call(api().GET('/user', { signal }));

export const userQuery = () =>
  queryOptions({ queryKey: routeKey('user'), queryFn: ({ signal }) => getUser(signal) });

/** The member; runs only while signed in. */
export function useUser() {
  const { logged } = useSession();
  return useQuery({ ...userQuery(), enabled: logged });
}
