import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, initSession, setTokens } from '@/lib/session';
import { createJournal, type JournalEntry } from './journal';

afterEach(() => {
  clearSession();
  localStorage.clear();
});

describe('journal', () => {
  it('hands over what happened before the integration loaded, in order, then follows live', () => {
    initSession('local');
    setTokens({ token: 't', refresh_token: 'r' });
    const journal = createJournal();
    expect(journal.signedInAtStart).toBe(true);
    const stop = journal.watchSession();
    journal.push({ kind: 'navigate', path: '/profile' });
    setTokens({ token: 't2' });
    clearSession();
    journal.push({ kind: 'navigate', path: '/' });
    const seen: JournalEntry[] = [];
    journal.connect((entry) => seen.push(entry));
    setTokens({ token: 't3' });
    stop();
    expect(seen).toEqual([
      { kind: 'navigate', path: '/profile' },
      { kind: 'signed-out' },
      { kind: 'navigate', path: '/' },
      { kind: 'signed-in' },
    ]);
  });
});
