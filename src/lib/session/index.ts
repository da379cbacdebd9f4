export {
  clearSession,
  getSession,
  initSession,
  logout,
  setTokens,
  subscribeSession,
  syncSessionFromStorage,
  useSession,
  type AuthStorageKind,
  type Session,
} from './session-store';
