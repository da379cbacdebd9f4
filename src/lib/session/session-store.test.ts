import { afterEach, describe, expect, it } from 'vitest';
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
});
