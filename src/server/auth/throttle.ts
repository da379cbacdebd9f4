// Guessing control for sign-in and for anything that sends an SMS or an e-mail (OWASP ASVS V6.3.1):
// failures are counted per source address, per account and per account-and-address pair in a
// store every instance shares (the database; memory for one process). Up to SOFT failures cost
// nothing; then each attempt waits longer (`delayMs`); from HARD failures the attempt is refused
// with 429 and Retry-After, a refusal that grows with every further failure.
// Nobody can lock an owner out: an account's own count refuses only addresses that failed on it
// themselves (the pair count); the right password from another address still signs in, after at
// most the account's delay.

export type ThrottleCount = { failures: number; lastFailureAt: number };

/** Where the counts live; the service's database implements it so every instance sees the same. */
export interface ThrottleStore {
  read(keys: readonly string[]): Promise<Map<string, ThrottleCount>>;
  /** Adds a failure to each key (a count older than `forgetMs` starts again from one). */
  fail(keys: readonly string[], at: number, forgetMs: number): Promise<void>;
  forget(key: string): Promise<void>;
}

export type ThrottlePolicy = {
  /** Failures that cost nothing. */
  soft: number;
  /** Failures from which an attempt is refused (429). */
  hard: number;
  /** The delay after the first failure beyond `soft`; doubles with each failure, up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** The refusal after `hard` failures, doubling with each further failure up to `maxLockMs`. */
  lockMs: number;
  maxLockMs: number;
  /** A count whose last failure is older is forgotten. */
  forgetMs: number;
  /**
   * Pair failures an address may have on an account before the account's count refuses it; null:
   * the account's count refuses every address (messages: a phone gets no more SMS from anyone).
   */
  pairGrace: number | null;
};

export const SIGN_IN_POLICY: ThrottlePolicy = {
  soft: 5,
  hard: 10,
  baseDelayMs: 250,
  maxDelayMs: 2_000,
  lockMs: 60_000,
  maxLockMs: 15 * 60_000,
  forgetMs: 60 * 60_000,
  pairGrace: 3,
};

/** SMS codes, password-reset and verification e-mails: each attempt counts, success or not. */
export const MESSAGE_POLICY: ThrottlePolicy = {
  soft: 3,
  hard: 5,
  baseDelayMs: 0,
  maxDelayMs: 0,
  lockMs: 5 * 60_000,
  maxLockMs: 60 * 60_000,
  forgetMs: 60 * 60_000,
  pairGrace: null,
};

export type ThrottleDecision = { allowed: true; delayMs: number } | { allowed: false; retryAfterSeconds: number };

export const throttleKeys = (scope: string, account: string, address: string) => ({
  account: `${scope}:account:${account.trim().toLowerCase()}`,
  address: `${scope}:address:${address}`,
  pair: `${scope}:pair:${account.trim().toLowerCase()}|${address}`,
});

const fresh = (count: ThrottleCount | undefined, now: number, policy: ThrottlePolicy) => (count && now - count.lastFailureAt < policy.forgetMs ? count : { failures: 0, lastFailureAt: 0 });

function delayOf(failures: number, policy: ThrottlePolicy) {
  if (failures < policy.soft || policy.baseDelayMs === 0) return 0;
  return Math.min(policy.baseDelayMs * 2 ** (failures - policy.soft), policy.maxDelayMs);
}

/** Milliseconds still refused after `count`, 0 when an attempt may go ahead. */
function lockLeft(count: ThrottleCount, now: number, policy: ThrottlePolicy) {
  if (count.failures < policy.hard) return 0;
  const lock = Math.min(policy.lockMs * 2 ** (count.failures - policy.hard), policy.maxLockMs);
  return Math.max(0, count.lastFailureAt + lock - now);
}

export class Throttle {
  constructor(
    private readonly store: ThrottleStore,
    private readonly policy: ThrottlePolicy = SIGN_IN_POLICY,
    private readonly scope = 'sign-in',
    private readonly now: () => number = Date.now,
  ) {}

  /** Before checking a password (or sending a message): refuse, or go ahead after `delayMs`. */
  async check(account: string, address: string): Promise<ThrottleDecision> {
    const keys = throttleKeys(this.scope, account, address);
    const counts = await this.store.read([keys.account, keys.address, keys.pair]);
    const now = this.now();
    const byAddress = fresh(counts.get(keys.address), now, this.policy);
    const byAccount = fresh(counts.get(keys.account), now, this.policy);
    const byPair = fresh(counts.get(keys.pair), now, this.policy);
    const accountApplies = this.policy.pairGrace === null || byPair.failures > this.policy.pairGrace;
    const left = Math.max(lockLeft(byAddress, now, this.policy), lockLeft(byPair, now, this.policy), accountApplies ? lockLeft(byAccount, now, this.policy) : 0);
    if (left > 0) return { allowed: false, retryAfterSeconds: Math.ceil(left / 1000) };
    return { allowed: true, delayMs: Math.max(delayOf(byAddress.failures, this.policy), delayOf(byAccount.failures, this.policy)) };
  }

  async fail(account: string, address: string): Promise<void> {
    const keys = throttleKeys(this.scope, account, address);
    await this.store.fail([keys.account, keys.address, keys.pair], this.now(), this.policy.forgetMs);
  }

  /** A right password clears the pair only: the address's and the account's counts decay by time. */
  async succeed(account: string, address: string): Promise<void> {
    await this.store.forget(throttleKeys(this.scope, account, address).pair);
  }
}

/** One process's counts (tests, the demo backend): the service uses its database. */
export class MemoryThrottleStore implements ThrottleStore {
  private readonly counts = new Map<string, ThrottleCount>();

  async read(keys: readonly string[]) {
    return new Map(keys.flatMap((key) => (this.counts.has(key) ? [[key, this.counts.get(key)!] as const] : [])));
  }

  async fail(keys: readonly string[], at: number, forgetMs: number) {
    for (const key of keys) {
      const count = this.counts.get(key);
      const failures = count && at - count.lastFailureAt < forgetMs ? count.failures + 1 : 1;
      this.counts.set(key, { failures, lastFailureAt: at });
    }
  }

  async forget(key: string) {
    this.counts.delete(key);
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
