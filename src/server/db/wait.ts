// A service started before its database waits for it: the migrations are tried again with back-off
// (1 s, doubling, at most 30 s) for as long as the database cannot be reached, each wait logged with
// what the service waits for. Any other failure (a wrong password, a failing migration) is final.
import { isStoreUnavailable, reasonOf } from './store-health';

export type Backoff = { firstMs: number; maxMs: number };
export const STARTUP_BACKOFF: Backoff = { firstMs: 1000, maxMs: 30_000 };

/**
 * Runs `attempt` until it succeeds; while it fails because the store is unreachable, logs and waits
 * (back-off). Resolves false when `stopped()` turned true while waiting (the service is shutting down).
 */
export async function untilReachable(attempt: () => Promise<void>, what: string, options: { backoff?: Backoff; stopped?: () => boolean; log?: Pick<Console, 'warn' | 'info'> } = {}): Promise<boolean> {
  const { backoff = STARTUP_BACKOFF, stopped = () => false, log = console } = options;
  let delay = backoff.firstMs;
  for (let tries = 1; ; tries += 1) {
    if (stopped()) return false;
    try {
      await attempt();
      if (tries > 1) log.info(`${what}: reached after ${tries} attempts.`);
      return true;
    } catch (error) {
      if (!isStoreUnavailable(error)) throw error;
      log.warn(`Waiting for ${what} (${reasonOf(error)}); attempt ${tries}, next in ${Math.round(delay / 1000)} s.`);
    }
    await new Promise((resolve) => setTimeout(resolve, delay));
    delay = Math.min(delay * 2, backoff.maxMs);
  }
}
