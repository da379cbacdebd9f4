import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, initSession, setTokens } from '@/lib/session';
import { keptStill, keptWindowMs, lastSynced, noteSynced, OFFLINE_KEPT_HOURS } from './kept-window';

const HOUR = 60 * 60_000;

afterEach(() => {
  clearSession();
  localStorage.clear();
});

describe('the kept window (SETTINGS.offline_kept_hours)', () => {
  it('is the setting within the bounds, the default for garbage', () => {
    expect(keptWindowMs(48)).toBe(48 * HOUR);
    expect(keptWindowMs(undefined)).toBe(OFFLINE_KEPT_HOURS.default * HOUR);
    expect(keptWindowMs('72')).toBe(24 * HOUR);
    expect(keptWindowMs(10_000)).toBe(OFFLINE_KEPT_HOURS.max * HOUR);
    expect(keptWindowMs(0)).toBe(OFFLINE_KEPT_HOURS.min * HOUR);
  });

  it('keeps what was synced within it, not at or after its end, and nothing of unknown age', () => {
    const synced = 1_000_000;
    expect(keptStill(synced, 2, synced + 2 * HOUR - 1)).toBe(true);
    expect(keptStill(synced, 2, synced + 2 * HOUR)).toBe(false);
    expect(keptStill(null, 2, synced)).toBe(false);
  });
});

describe('last synced', () => {
  it('is the latest sync of the member session now current, forgotten at a sign-out and at a sign-in', () => {
    initSession('local');
    noteSynced(5);
    expect(lastSynced(), 'signed out: nothing').toBeNull();
    setTokens({ token: 'a1', refresh_token: 'ra' }, 'sign-in');
    noteSynced(10);
    noteSynced(8);
    expect(lastSynced()).toBe(10);
    setTokens({ token: 'a2' }, 'refresh');
    expect(lastSynced(), 'a refresh is the same session').toBe(10);
    setTokens({ token: 'b1', refresh_token: 'rb' }, 'sign-in');
    expect(lastSynced(), "another member's sign-in").toBeNull();
    noteSynced(20);
    clearSession();
    expect(lastSynced()).toBeNull();
  });
});
