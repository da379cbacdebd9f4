import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { isUnreadNews, useLastSeenNews } from './data-sources/support/last-seen-news';
import { newsQuery } from '@/lib/api/operations/list-news';
import { NEWS_CHANNEL_SLUGS } from './data-sources/support/params';

/** Messages with a timestamp later than the locally stored last-seen time (header bell). */
export function useUnreadNewsCount(enabled: boolean): number {
  const lastSeen = useLastSeenNews();
  const { data } = useInfiniteQuery({ ...newsQuery(NEWS_CHANNEL_SLUGS), enabled });
  return useMemo(
    () => (data?.pages ?? []).flat().filter((message) => isUnreadNews(message.timestamp, lastSeen)).length,
    [data, lastSeen],
  );
}
