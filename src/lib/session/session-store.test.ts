import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, getSession, initSession, logout, setTokens } from './session-store';

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
});
