// Item renderers of the content screens (registered by the app as perk-tile, reward-tile,
// leaflet-tile and receipt-card); each takes ItemRendererProps ({ item, props }).
export { PerkTile } from './perk-tile';
export { RewardTile, PointsBadge, rewardPath } from './reward-tile';
export { LeafletTile } from './leaflet-tile';
export { ReceiptCard } from './receipt-card';
