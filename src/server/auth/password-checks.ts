// Every argon2 hash or verification of this process runs through one bounded queue: each takes
// 19 MiB (ARGON2_PARAMETERS), so at most `concurrent` run at once and at most `waiting` wait for a
// turn; beyond that the caller gets BusyError (503 with Retry-After), never an unbounded pile of
// hashes. The bound is per process: each instance of the service has its own.
import { HttpError } from '../http';

export type PasswordCheckLimits = { concurrent: number; waiting: number; retryAfterSeconds: number };

export const DEFAULT_PASSWORD_CHECK_LIMITS: PasswordCheckLimits = { concurrent: 4, waiting: 16, retryAfterSeconds: 2 };

/** 503 with Retry-After: every slot and every place in the queue is taken. */
export class BusyError extends HttpError {
  constructor(seconds: number) {
    super(503, `The service is busy checking other sign-ins: try again in ${seconds} s`, 'BUSY', { retry_after: seconds }, { 'Retry-After': String(seconds) });
  }
}

export class PasswordChecks {
  private running = 0;
  private readonly queue: (() => void)[] = [];

  constructor(private limits: PasswordCheckLimits = DEFAULT_PASSWORD_CHECK_LIMITS) {}

  configure(limits: Partial<PasswordCheckLimits>) {
    this.limits = { ...this.limits, ...limits };
  }

  /** How many checks run and wait now. */
  get load() {
    return { running: this.running, waiting: this.queue.length };
  }

  /** Runs `work` when a slot is free; throws BusyError at once when the queue is full. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running < this.limits.concurrent) this.running += 1;
    else if (this.queue.length < this.limits.waiting) await new Promise<void>((resolve) => this.queue.push(resolve));
    else throw new BusyError(this.limits.retryAfterSeconds);
    try {
      return await work();
    } finally {
      // The slot passes to the next in line, or is freed.
      const next = this.queue.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}

/** This process's queue (password-hash.ts runs every hash and verification through it). */
export const passwordChecks = new PasswordChecks();
