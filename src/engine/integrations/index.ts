// The boot path imports only this file's light exports; the tracker and the vendor adapter are
// imported from their own modules by the lazily loaded runtime.
export type { AnalyticsAdapter } from './adapter';
export { bloomreachConfig, type BloomreachConfig } from './bloomreach-config';
export { createJournal, type Journal, type JournalEntry } from './journal';
