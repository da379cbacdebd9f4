// Guessing control for sign-in and for anything that sends an SMS or an e-mail (OWASP ASVS V6.3.1):
// failures are counted per source address (IPv6 by its /64: address-group.ts) and per account in a
// store every instance shares (the database; memory for one process). Up to SOFT failures cost
// nothing; then each attempt waits longer (`delayMs`); from HARD failures the attempt is refused
// with 429 and Retry-After, a refusal that grows with every further failure.
// Sign-in takes its count before the password is checked, in one atomic step (`attempt`): an
// attempt the throttle lets through counts as a failure at once, and gives its count back when the
// password was right (or was never checked). So a burst from one address is refused after HARD.
// An account under attack from many addresses refuses every client without the account's device
// cookie from `accountHard` failures; a device that signed in before counts its own failures only
// (OWASP "Slow down online guessing attacks with device cookies"), so nobody locks an owner out.
import { addressGroup } from './address-group';

export type ThrottleCount = { failures: number; lastFailureAt: number };

/** Where the counts live; the service's database implements it so every instance sees the same. */
export interface ThrottleStore {
  read(keys: readonly string[]): Promise<Map<string, ThrottleCount>>;
  /** Adds a failure to each key (a count older than `forgetMs` starts again from one). */
  fail(keys: readonly string[], at: number, forgetMs: number): Promise<void>;
  /**
   * Atomically (no other `take` of these keys in between): reads the counts and, when `decide`
   * says so, adds a failure to each key as `fail` does. Returns what `decide` returned.
   */
  take<T>(keys: readonly string[], at: number, forgetMs: number, decide: (counts: Map<string, ThrottleCount>) => { count: boolean; result: T }): Promise<T>;
  /** Takes one failure back from each key (never below zero). */
  giveBack(keys: readonly string[]): Promise<void>;
  forget(key: string): Promise<void>;
}

export type ThrottlePolicy = {
  /** Failures that cost nothing. */
  soft: number;
  /** Failures of an address (or of a device) from which its attempts are refused (429). */
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
   * Failures on an account (from clients without its device cookie) from which every such client
   * is refused on it, whatever its address; at least `hard`, so one address alone never gets there
   * (messages: `hard`, a phone gets no more SMS from anyone).
   */
  accountHard: number;
};

export const SIGN_IN_POLICY: ThrottlePolicy = {
  soft: 5,
  hard: 10,
  baseDelayMs: 250,
  maxDelayMs: 2_000,
  lockMs: 60_000,
  maxLockMs: 15 * 60_000,
  forgetMs: 60 * 60_000,
  accountHard: 20,
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
  accountHard: 5,
};

export type ThrottleDecision = { allowed: true; delayMs: number } | { allowed: false; retryAfterSeconds: number };
/** An attempt let through holds its keys: `giveBack` / `succeed` return its count. */
export type ThrottleAttempt = { allowed: true; delayMs: number; keys: string[]; device: string | null } | { allowed: false; retryAfterSeconds: number };

export const throttleKeys = (scope: string, account: string, address: string) => ({
  account: `${scope}:account:${account.trim().toLowerCase()}`,
  address: `${scope}:address:${addressGroup(address)}`,
});
const deviceKey = (scope: string, device: string) => `${scope}:device:${device}`;

const fresh = (count: ThrottleCount | undefined, now: number, policy: ThrottlePolicy) => (count && now - count.lastFailureAt < policy.forgetMs ? count : { failures: 0, lastFailureAt: 0 });

function delayOf(failures: number, policy: ThrottlePolicy) {
  if (failures < policy.soft || policy.baseDelayMs === 0) return 0;
  return Math.min(policy.baseDelayMs * 2 ** (failures - policy.soft), policy.maxDelayMs);
}

/** Milliseconds still refused after `count` (locked from `hard` failures), 0 when an attempt may go ahead. */
function lockLeft(count: ThrottleCount, now: number, policy: ThrottlePolicy, hard: number) {
  if (count.failures < hard) return 0;
  const lock = Math.min(policy.lockMs * 2 ** (count.failures - hard), policy.maxLockMs);
  return Math.max(0, count.lastFailureAt + lock - now);
}

export class Throttle {
  constructor(
    private readonly store: ThrottleStore,
    private readonly policy: ThrottlePolicy = SIGN_IN_POLICY,
    private readonly scope = 'sign-in',
    private readonly now: () => number = Date.now,
  ) {}

  /** The decision on counts: a trusted device by its own count, any other client by its address's and the account's. */
  private decide(counts: Map<string, ThrottleCount>, keys: string[], device: string | null): ThrottleDecision {
    const now = this.now();
    const p = this.policy;
    const count = (key: string) => fresh(counts.get(key), now, p);
    let left: number;
    let delayMs: number;
    if (device) {
      const own = count(keys[0]!);
      left = lockLeft(own, now, p, p.hard);
      delayMs = delayOf(own.failures, p);
    } else {
      const [byAddress, byAccount] = [count(keys[0]!), count(keys[1]!)];
      left = Math.max(lockLeft(byAddress, now, p, p.hard), lockLeft(byAccount, now, p, p.accountHard));
      delayMs = Math.max(delayOf(byAddress.failures, p), delayOf(byAccount.failures, p));
    }
    return left > 0 ? { allowed: false, retryAfterSeconds: Math.ceil(left / 1000) } : { allowed: true, delayMs };
  }

  private keysOf(account: string, address: string, device: string | null) {
    const { address: byAddress, account: byAccount } = throttleKeys(this.scope, account, address);
    return device ? [deviceKey(this.scope, device)] : [byAddress, byAccount];
  }

  /**
   * Before checking a password: refused, or let through and counted as a failure already (one
   * atomic step, so concurrent attempts see each other). `device`: the nonce of a valid device
   * cookie for this account (trusted device), else null.
   */
  async attempt(account: string, address: string, device: string | null = null): Promise<ThrottleAttempt> {
    const keys = this.keysOf(account, address, device);
    return this.store.take(keys, this.now(), this.policy.forgetMs, (counts) => {
      const decision = this.decide(counts, keys, device);
      return { count: decision.allowed, result: decision.allowed ? { ...decision, keys, device } : decision };
    });
  }

  /** The attempt was no wrong guess (a right password, or no check at all): its count goes back. */
  async giveBack(attempt: ThrottleAttempt): Promise<void> {
    if (attempt.allowed) await this.store.giveBack(attempt.keys);
  }

  /** A sign-in succeeded from a trusted device: its own count starts again. */
  async succeed(attempt: ThrottleAttempt): Promise<void> {
    if (attempt.allowed && attempt.device) await this.store.forget(deviceKey(this.scope, attempt.device));
  }

  /** Read-only decision (messages, a password change): pair with `fail` when the attempt failed. */
  async check(account: string, address: string): Promise<ThrottleDecision> {
    const keys = this.keysOf(account, address, null);
    return this.decide(await this.store.read(keys), keys, null);
  }

  async fail(account: string, address: string): Promise<void> {
    await this.store.fail(this.keysOf(account, address, null), this.now(), this.policy.forgetMs);
  }
}

/** One process's counts (tests, the demo backend): the service uses its database. */
export class MemoryThrottleStore implements ThrottleStore {
  private readonly counts = new Map<string, ThrottleCount>();

  async read(keys: readonly string[]) {
    return new Map(keys.flatMap((key) => (this.counts.has(key) ? [[key, this.counts.get(key)!] as const] : [])));
  }

  async fail(keys: readonly string[], at: number, forgetMs: number) {
    this.add(keys, at, forgetMs);
  }

  private add(keys: readonly string[], at: number, forgetMs: number) {
    for (const key of keys) {
      const count = this.counts.get(key);
      const failures = count && at - count.lastFailureAt < forgetMs ? count.failures + 1 : 1;
      this.counts.set(key, { failures, lastFailureAt: at });
    }
  }

  // Synchronous between the read and the write: atomic within the process.
  async take<T>(keys: readonly string[], at: number, forgetMs: number, decide: (counts: Map<string, ThrottleCount>) => { count: boolean; result: T }): Promise<T> {
    const counts = new Map(keys.flatMap((key) => (this.counts.has(key) ? [[key, this.counts.get(key)!] as const] : [])));
    const { count, result } = decide(counts);
    if (count) this.add(keys, at, forgetMs);
    return result;
  }

  async giveBack(keys: readonly string[]) {
    for (const key of keys) {
      const count = this.counts.get(key);
      if (count) this.counts.set(key, { ...count, failures: Math.max(0, count.failures - 1) });
    }
  }

  async forget(key: string) {
    this.counts.delete(key);
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
