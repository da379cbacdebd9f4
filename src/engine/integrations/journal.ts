import { getSession, subscribeSession } from '@/lib/session';

/** What happened, in order: route changes and the token appearing or going away. */
export type JournalEntry = { kind: 'navigate'; path: string } | { kind: 'signed-in' } | { kind: 'signed-out' };

export type Journal = {
  /** Whether a token was held when recording began (the state the first entries start from). */
  readonly signedInAtStart: boolean;
  push(entry: JournalEntry): void;
  /** Hands over what was recorded so far, then every new entry as it happens. Returns disconnect. */
  connect(sink: (entry: JournalEntry) => void): () => void;
  /** Records the token appearing and going away (synchronously, before the next route change). */
  watchSession(): () => void;
};

/**
 * Small enough for the boot path: records route changes and sign-in/out from the first render, so
 * the integration, loaded only once the page is idle, misses nothing and keeps the order.
 */
export function createJournal(): Journal {
  const queue: JournalEntry[] = [];
  let sink: ((entry: JournalEntry) => void) | null = null;
  const push = (entry: JournalEntry) => {
    if (sink) sink(entry);
    else if (queue.length < 100) queue.push(entry);
  };
  return {
    signedInAtStart: getSession().token !== null,
    push,
    connect(next) {
      sink = next;
      for (const entry of queue.splice(0)) next(entry);
      return () => {
        if (sink === next) sink = null;
      };
    },
    watchSession() {
      let hadToken = getSession().token !== null;
      return subscribeSession(() => {
        const hasToken = getSession().token !== null;
        if (hasToken !== hadToken) push({ kind: hasToken ? 'signed-in' : 'signed-out' });
        hadToken = hasToken;
      });
    },
  };
}
