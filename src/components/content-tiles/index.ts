// Item renderers of the content screens (registered by the app as perk-tile, reward-tile,
// leaflet-tile, news-item and receipt-card); each takes ItemRendererProps ({ item, props }).
export { PerkTile } from './perk-tile';
export { RewardTile, PointsBadge, rewardPath } from './reward-tile';
export { LeafletTile } from './leaflet-tile';
export {
  NewsItem,
  newsArticlePath,
  LAST_SEEN_NEWS_KEY,
  isUnreadNews,
  markNewsSeen,
  readLastSeenNews,
  subscribeLastSeenNews,
  useLastSeenNews,
} from './news-item';
export { ReceiptCard } from './receipt-card';
