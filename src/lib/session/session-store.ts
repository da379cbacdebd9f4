import { useSyncExternalStore } from 'react';
import { sessionOver } from './session-end';
import { SESSION_STORAGE_KEY } from './storage-key';

export type AuthStorageKind = 'local' | 'session';

export type Session = {
  token: string | null;
  refresh_token: string | null;
  logged: boolean;
  /** When the session ends (ms, device clock; session-end.ts); absent when the device cannot know. */
  ends_at?: number;
};

const STORAGE_KEY = SESSION_STORAGE_KEY;
const signedOut: Session = { token: null, refresh_token: null, logged: false };

/** What changed the session last: this tab's sign-in or refresh, a sign-out, or another tab (storage). */
export type SessionChange = 'sign-in' | 'refresh' | 'sign-out' | 'storage' | 'start';

let storageKind: AuthStorageKind = 'local';
let current: Session = signedOut;
let lastChange: SessionChange = 'start';
/** Counts sign-ins and sign-outs (this tab's or another's), not refreshes: one value per member session. */
let epoch = 0;
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return storageKind === 'session' ? globalThis.sessionStorage : globalThis.localStorage;
  } catch {
    return null;
  }
}

/** A stored session past its end (session-end.ts) reads as signed out, and is removed. */
function read(): Session {
  const store = storage();
  const raw = store?.getItem(STORAGE_KEY);
  if (!raw) return signedOut;
  try {
    const parsed = JSON.parse(raw) as Partial<Session>;
    if (sessionOver(parsed, Date.now())) {
      store?.removeItem(STORAGE_KEY);
      return signedOut;
    }
    const token = typeof parsed.token === 'string' && parsed.token ? parsed.token : null;
    const refresh = typeof parsed.refresh_token === 'string' && parsed.refresh_token ? parsed.refresh_token : null;
    const endsAt = typeof parsed.ends_at === 'number' ? { ends_at: parsed.ends_at } : {};
    return { token, refresh_token: refresh, logged: token !== null, ...endsAt };
  } catch {
    return signedOut;
  }
}

/** Longest delay a timer takes (about 24.8 days); a later end is checked again then. */
const MAX_TIMER_MS = 2 ** 31 - 1;
let endTimer: ReturnType<typeof setTimeout> | undefined;

/** An open page signs out when the session's stated end comes (online or not): nothing of the member stays on screen. */
function watchEnd(): void {
  clearTimeout(endTimer);
  endTimer = undefined;
  const endsAt = current.ends_at;
  if (!current.logged || endsAt === undefined) return;
  endTimer = setTimeout(() => {
    if (current.ends_at !== endsAt) return;
    if (sessionOver(current, Date.now())) clearSession();
    else watchEnd();
  }, Math.min(Math.max(endsAt - Date.now(), 0), MAX_TIMER_MS));
}

function write(next: Session, change: SessionChange) {
  if (change !== 'refresh') epoch += 1;
  current = next;
  lastChange = change;
  const store = storage();
  if (store) {
    if (next.token) store.setItem(STORAGE_KEY, JSON.stringify(next));
    else store.removeItem(STORAGE_KEY);
  }
  watchEnd();
  listeners.forEach((listener) => listener());
}

const sameSession = (a: Session, b: Session) => a.token === b.token && a.refresh_token === b.refresh_token && a.ends_at === b.ends_at;

/**
 * Tabs share local storage but each keeps the session in memory: another tab may have refreshed
 * (rotating the refresh token), signed in or signed out since. Reading the stored session again
 * before a refresh, and when the browser reports a change, keeps one tab from spending a refresh
 * token another tab has replaced, and from clearing the session that tab has just written.
 */
export function syncSessionFromStorage(): Session {
  if (!storage()) return current;
  const stored = read();
  if (!sameSession(stored, current)) {
    // Another tab signed in or out (a refresh there keeps the member signed in).
    if (stored.logged !== current.logged) epoch += 1;
    current = stored;
    lastChange = 'storage';
    watchEnd();
    listeners.forEach((listener) => listener());
  }
  return current;
}

/** A page shown again (a phone woken: its timers ran late) checks the session's end at once. */
function onVisible() {
  if (document.visibilityState === 'visible' && current.logged && sessionOver(current, Date.now())) clearSession();
}

function onStorageEvent(event: StorageEvent) {
  if (event.key === STORAGE_KEY || event.key === null) syncSessionFromStorage();
}

/** Chooses local or session storage (deployment setting `authStorage`) and restores the session. */
export function initSession(kind: AuthStorageKind = 'local'): Session {
  storageKind = kind;
  current = read();
  lastChange = 'start';
  watchEnd();
  if (typeof window !== 'undefined') {
    window.removeEventListener('storage', onStorageEvent);
    document.removeEventListener('visibilitychange', onVisible);
    document.addEventListener('visibilitychange', onVisible);
    if (kind === 'local') window.addEventListener('storage', onStorageEvent);
  }
  listeners.forEach((listener) => listener());
  return current;
}

export function getSession(): Session {
  return current;
}

/**
 * The member session now: it changes with each sign-in and sign-out, not with a refresh. A call or
 * a refresh that answers after it changed belongs to a session that has ended (auth-fetch.ts).
 */
export function sessionEpoch(): number {
  return epoch;
}

/** What changed the session last (member caches tell a sign-in from a refresh by it). */
export function lastSessionChange(): SessionChange {
  return lastChange;
}

/**
 * A sign-in starts a new member's session; a refresh continues the same member's. `ends_at`: the
 * session's end the answer states (session-end.ts `sessionEndFrom`); a refresh whose answer states
 * none keeps the end known before.
 */
export function setTokens(tokens: { token: string; refresh_token?: string | null; ends_at?: number | null }, change: 'sign-in' | 'refresh' = 'sign-in') {
  const endsAt = tokens.ends_at ?? (change === 'refresh' ? current.ends_at : undefined);
  write(
    {
      token: tokens.token,
      refresh_token: tokens.refresh_token ?? current.refresh_token,
      logged: true,
      ...(typeof endsAt === 'number' ? { ends_at: endsAt } : {}),
    },
    change,
  );
}

/** Logout and a failed refresh both end here: the token is gone, member caches are dropped. */
export function clearSession() {
  if (current.token === null && current.refresh_token === null) return;
  write(signedOut, 'sign-out');
}

export const logout = clearSession;

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}
