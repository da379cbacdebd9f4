export { OfflineState } from './offline-state';
