import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { couponsQuery, type Coupon } from '@/lib/api/operations/list-coupons';
import { useOnline } from '@/lib/offline';
import { useSection } from '@/engine/config';
import { keptStill as keptWithin, noteSynced } from '@/lib/offline/kept-window';
import { uniqueItems } from '@/lib/query';
import { keepTillSnapshot, lastTillSnapshot, tillSnapshot, type TillCoupon } from './till-snapshot';

/** The till reads the whole coupon list (activated ones may be on any page), up to this many pages. */
export const TILL_MAX_PAGES = 10;

export type TillCoupons =
  | { state: 'loading' }
  | { state: 'live'; coupons: Coupon[]; activated: Coupon[]; syncedAt: number }
  | { state: 'last-sync'; activated: TillCoupon[]; syncedAt: number }
  | { state: 'unavailable' };

/**
 * The member's coupons for the till: online, the whole list (pages fetched one after another) and,
 * once complete, a snapshot of the activated ones kept for offline; offline or when the list
 * fails, the last snapshot kept for this member (docs/offline.md).
 */
export function useTillCoupons(): TillCoupons {
  const online = useOnline();
  const list = useInfiniteQuery({ ...couponsQuery(), enabled: online });
  const pages = list.data?.pages.length ?? 0;
  const complete = list.isSuccess && !list.hasNextPage;
  const { hasNextPage, isFetching, isFetchNextPageError, fetchNextPage } = list;
  useEffect(() => {
    // The next page is asked once the list is idle: a page asked while the list is being refetched
    // (a kept list refreshed on mount, an invalidation) joins that refetch and is never fetched, and
    // a list whose page count did not change would never ask again. Several parts of the screen read
    // the list: a second call must not cancel the page in flight.
    if (online && hasNextPage && !isFetching && !isFetchNextPageError && pages < TILL_MAX_PAGES) void fetchNextPage({ cancelRefetch: false });
  }, [online, hasNextPage, isFetching, isFetchNextPageError, pages, fetchNextPage]);

  const coupons = list.data ? uniqueItems(list.data) : null;
  const syncedAt = list.dataUpdatedAt;
  const data = list.data;
  useEffect(() => {
    if (online && complete && data) void keepTillSnapshot(tillSnapshot(uniqueItems(data), syncedAt)).catch(() => undefined);
  }, [online, complete, data, syncedAt]);

  const useLastSync = !online || list.isError;
  const snapshot = useQuery({ queryKey: ['offline', 'till-coupons'], queryFn: lastTillSnapshot, enabled: useLastSync, staleTime: 0, gcTime: 0 });

  const keptHours = useSection('SETTINGS').offline_kept_hours;
  const keptStill = keptWithin(snapshot.data?.synced_at, keptHours, snapshot.dataUpdatedAt);
  useEffect(() => {
    if (online && list.isSuccess) noteSynced(syncedAt);
  }, [online, list.isSuccess, syncedAt]);

  if (online && coupons && (complete || pages >= TILL_MAX_PAGES)) {
    return { state: 'live', coupons, activated: coupons.filter((coupon) => coupon.activated), syncedAt };
  }
  if (useLastSync) {
    if (snapshot.isPending) return { state: 'loading' };
    // A snapshot kept past the channel's window (SETTINGS.offline_kept_hours) is not shown.
    return snapshot.data && keptStill ? { state: 'last-sync', activated: snapshot.data.coupons, syncedAt: snapshot.data.synced_at } : { state: 'unavailable' };
  }
  return { state: 'loading' };
}
