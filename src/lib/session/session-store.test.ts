import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, getSession, initSession, lastSessionChange, logout, setTokens, syncSessionFromStorage } from './session-store';

afterEach(() => {
  clearSession();
  localStorage.clear();
  sessionStorage.clear();
});

describe('session store', () => {
  it('persists the session under the name auth in local storage', () => {
    initSession('local');
    setTokens({ token: 't1', refresh_token: 'r1' });
    expect(JSON.parse(localStorage.getItem('auth') ?? 'null')).toEqual({ token: 't1', refresh_token: 'r1', logged: true });
    expect(sessionStorage.getItem('auth')).toBeNull();
  });

  it('uses session storage when the deployment says so, and restores from it', () => {
    initSession('session');
    setTokens({ token: 't2', refresh_token: 'r2' });
    expect(localStorage.getItem('auth')).toBeNull();
    expect(initSession('session')).toEqual({ token: 't2', refresh_token: 'r2', logged: true });
  });

  it('is signed out without a token, and for garbage in storage', () => {
    localStorage.setItem('auth', '{garbage');
    expect(initSession('local')).toEqual({ token: null, refresh_token: null, logged: false });
    localStorage.setItem('auth', JSON.stringify({ token: '', refresh_token: 'r' }));
    expect(initSession('local').logged).toBe(false);
  });

  it('logout clears the token and the stored session', () => {
    initSession('local');
    setTokens({ token: 't3', refresh_token: 'r3' });
    logout();
    expect(getSession()).toEqual({ token: null, refresh_token: null, logged: false });
    expect(localStorage.getItem('auth')).toBeNull();
  });

  it('tells a sign-in from a refresh, a sign-out and another tab (member caches depend on it)', () => {
    initSession('local');
    expect(lastSessionChange()).toBe('start');
    setTokens({ token: 't4', refresh_token: 'r4' }, 'sign-in');
    expect(lastSessionChange()).toBe('sign-in');
    setTokens({ token: 't5', refresh_token: 'r5' }, 'refresh');
    expect(lastSessionChange()).toBe('refresh');
    localStorage.setItem('auth', JSON.stringify({ token: 't6', refresh_token: 'r6', logged: true }));
    syncSessionFromStorage();
    expect(lastSessionChange()).toBe('storage');
    logout();
    expect(lastSessionChange()).toBe('sign-out');
  });

  it("keeps the session's stated end and, past it, reads the stored session as signed out and removes it", () => {
    const now = Date.now();
    initSession('local');
    setTokens({ token: 't7', refresh_token: 'r7', ends_at: now + 60_000 });
    expect(JSON.parse(localStorage.getItem('auth')!).ends_at).toBe(now + 60_000);
    setTokens({ token: 't8', refresh_token: 'r8' }, 'refresh');
    expect(getSession().ends_at, 'a refresh stating no end keeps the known one').toBe(now + 60_000);
    localStorage.setItem('auth', JSON.stringify({ token: 't8', refresh_token: 'r8', logged: true, ends_at: now - 1 }));
    expect(initSession('local')).toEqual({ token: null, refresh_token: null, logged: false });
    expect(localStorage.getItem('auth')).toBeNull();
  });

  it("signs an open page out when the session's stated end comes", () => {
    vi.useFakeTimers();
    try {
      initSession('local');
      setTokens({ token: 't9', refresh_token: 'r9', ends_at: Date.now() + 5_000 });
      vi.advanceTimersByTime(4_000);
      expect(getSession().logged).toBe(true);
      vi.advanceTimersByTime(1_000);
      expect(getSession().logged).toBe(false);
      expect(lastSessionChange()).toBe('sign-out');
      expect(localStorage.getItem('auth')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it("another tab's session past its end is a sign-out here", () => {
    initSession('local');
    setTokens({ token: 't10', refresh_token: 'r10' });
    localStorage.setItem('auth', JSON.stringify({ token: 't11', refresh_token: 'r11', logged: true, ends_at: Date.now() - 1 }));
    expect(syncSessionFromStorage().logged).toBe(false);
  });
});
