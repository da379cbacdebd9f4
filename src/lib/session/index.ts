export {
  clearSession,
  getSession,
  initSession,
  lastSessionChange,
  sessionEpoch,
  logout,
  setTokens,
  subscribeSession,
  syncSessionFromStorage,
  useSession,
  type AuthStorageKind,
  type Session,
  type SessionChange,
} from './session-store';
export { sessionEndFrom, sessionOver } from './session-end';
