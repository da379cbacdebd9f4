export { PerkTile } from './perk-tile';
