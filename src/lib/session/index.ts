export {
  clearSession,
  getSession,
  initSession,
  lastSessionChange,
  logout,
  setTokens,
  subscribeSession,
  syncSessionFromStorage,
  useSession,
  type AuthStorageKind,
  type Session,
  type SessionChange,
} from './session-store';
