/**
 * Names shared by the service worker (`src/sw/sw.ts`) and the page. docs/offline.md explains what
 * is cached and why.
 */
/** The member's card (GET /wl/v1/card) and the holder's name: the only member data kept offline. */
export const MEMBER_CARD_CACHE = 'portal-member-card';
/** Public channel config (portal.config.json, /wl/v1/platform/*): network first, cache when offline. */
export const CONFIG_CACHE = 'portal-config';
/** The web app manifest and icons built in the page from the channel's config. */
export const MANIFEST_CACHE = 'portal-manifest';
/** Set by the service worker on a response served from its cache because the network failed. */
export const OFFLINE_COPY_HEADER = 'x-portal-offline-copy';
/** Set by the service worker on the member's card as it stores it: when it was synced (ms, device clock). */
export const SYNCED_AT_HEADER = 'x-portal-synced-at';
export const MANIFEST_FILE = 'manifest.webmanifest';
/** Set in local storage while a member's reads may be kept in IndexedDB (kept-store.ts): a visitor's boot loads none of that code. */
export const KEPT_READS_FLAG = 'portal.keptReads';
export const ICON_FILES = { 192: 'pwa-icon-192.png', 512: 'pwa-icon-512.png' } as const;
