import { defineDataSource } from '@/engine/blocks/define-extensions';
import { newsQuery } from '@/lib/api/operations/list-news';
import { useUnreadMarks } from './support/last-seen-news';
import { NEWS_CHANNEL_SLUGS } from './support/params';

export const definition = defineDataSource({
  name: 'news',
  description: 'News of the web channel (messages tagged with the web channel slug); each shown message carries `unread` (newer than the last-seen time kept in this browser).',
  kind: 'paged',
  query: () => newsQuery(NEWS_CHANNEL_SLUGS),
  useItems: useUnreadMarks,
});
