export {
  clearSession,
  getSession,
  initSession,
  logout,
  setTokens,
  subscribeSession,
  useSession,
  type AuthStorageKind,
  type Session,
} from './session-store';
