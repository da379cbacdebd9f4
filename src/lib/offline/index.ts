export { CONFIG_CACHE, ICON_FILES, MANIFEST_CACHE, MANIFEST_FILE, MEMBER_CARD_CACHE, OFFLINE_COPY_HEADER, SYNCED_AT_HEADER } from './names';
export { bindMemberCaches, clearMemberCaches } from './caches';
export { useOnline } from './online';
