export { NewsItem, newsArticlePath } from './news-item';
export {
  LAST_SEEN_NEWS_KEY,
  isUnreadNews,
  markNewsSeen,
  readLastSeenNews,
  subscribeLastSeenNews,
  useLastSeenNews,
} from './last-seen';
