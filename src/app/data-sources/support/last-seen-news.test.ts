import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearSession, initSession, setTokens } from '@/lib/session';
import { LAST_SEEN_NEWS_KEY, bindLastSeenNewsToSession, markNewsSeen, readLastSeenNews } from './last-seen-news';

const SEEN = Date.UTC(2026, 10, 21, 10) / 1000;

beforeEach(() => {
  localStorage.clear();
  initSession('local');
  bindLastSeenNewsToSession();
});
afterEach(() => clearSession());

describe('the bell\'s last-seen time belongs to one member', () => {
  it('a refresh keeps it; the member\'s sign-out forgets it', () => {
    setTokens({ token: 'a-1', refresh_token: 'ra-1' }, 'sign-in');
    markNewsSeen(SEEN);
    setTokens({ token: 'a-2', refresh_token: 'ra-2' }, 'refresh');
    expect(readLastSeenNews()).toBe(SEEN);
    clearSession();
    expect(localStorage.getItem(LAST_SEEN_NEWS_KEY)).toBeNull();
    expect(readLastSeenNews()).toBe(0);
  });

  it('two members on one tab: the next one\'s sign-in starts from nothing seen, also without a sign-out between', () => {
    setTokens({ token: 'a-1', refresh_token: 'ra-1' }, 'sign-in');
    markNewsSeen(SEEN);
    setTokens({ token: 'b-1', refresh_token: 'rb-1' }, 'sign-in');
    expect(readLastSeenNews()).toBe(0);
    markNewsSeen(SEEN - 60);
    expect(readLastSeenNews()).toBe(SEEN - 60);
  });
});
