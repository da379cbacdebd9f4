import { queryOptions, useQuery } from '@tanstack/react-query';
import { routeKey } from '@/lib/query';
import { couponMember } from '@/lib/rules/coupon';
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

/**
 * The member as a coupon view needs them (`couponMember`; undefined while not signed in or not
 * loaded): the view re-renders when verification or a wallet changes, not on other fields of a
 * user answer (the selected value is structurally shared).
 */
export function useCouponMember() {
  const { logged } = useSession();
  return useQuery({ ...userQuery(), enabled: logged, select: couponMember }).data;
}
