export { LeafletTile } from './leaflet-tile';
