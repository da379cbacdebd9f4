export { LastSyncedNote, OfflineState, useKeptStill } from './offline-state';
