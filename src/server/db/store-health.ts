// Whether the channel store answers: `starting` until the migrations are done, `ready`, or
// `unreachable` from the first connection failure (a pool or client error, a request's failed query)
// until a probe (`select 1`, every PROBE_MS) succeeds again. Operator calls are refused with 503 while
// it is not ready, member config reads are served from the last good copy, and the schedule worker
// pauses; nothing needs a restart when the database comes back.

/** What a refused call tells the client to wait before it tries again (Retry-After, seconds). */
export const RETRY_AFTER_SECONDS = 5;
export const PROBE_MS = 1000;

export type StoreState = 'starting' | 'ready' | 'unreachable';

// PostgreSQL's connection exceptions (class 08), shutdowns and start-ups (57P01-57P03), too many
// connections (53300) and a database not created yet (3D000); and the socket errors of node and pg.
const SQL_STATES = /^(08...|57P0[1-3]|53300|3D000)$/;
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE', 'ECONNABORTED']);
const MESSAGES = /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|Connection ended unexpectedly|not queryable/i;

/** Whether `error` says the database cannot be reached (as opposed to a query or data problem). */
export function isStoreUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || SQL_STATES.test(code))) return true;
  if (error instanceof AggregateError && error.errors.some(isStoreUnavailable)) return true;
  if (error.cause && isStoreUnavailable(error.cause)) return true;
  return MESSAGES.test(error.message);
}

/** One line naming why the store is unreachable (a code and the message). */
export function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const inner = error instanceof AggregateError && error.errors[0] instanceof Error ? error.errors[0] : error;
  const code = (inner as { code?: unknown }).code;
  return `${typeof code === 'string' ? `${code} ` : ''}${inner.message || error.message}`.trim();
}

type Log = Pick<Console, 'info' | 'warn'>;

export class StoreHealth {
  state: StoreState;
  migrated: boolean;
  /** When the current state began (ms). */
  since = Date.now();
  reason = '';
  private probing = false;
  private closed = false;
  private timer: NodeJS.Timeout | null = null;
  private waiters: Array<() => void> = [];

  constructor(
    /** One round trip to the store; throws when it cannot be reached. */
    private readonly ping: () => Promise<void>,
    private readonly log: Log = console,
    migrated = false,
    private readonly probeMs = PROBE_MS,
  ) {
    this.migrated = migrated;
    this.state = migrated ? 'ready' : 'starting';
  }

  get available(): boolean {
    return this.state === 'ready';
  }

  /** The migrations are done: the store is ready. */
  markMigrated(): void {
    this.migrated = true;
    this.enter('ready', '');
  }

  /** A connection failed: refuse operator calls and probe until the store answers again. */
  markDown(error: unknown): void {
    if (this.closed || !this.migrated) return;
    if (this.state === 'ready') {
      this.enter('unreachable', reasonOf(error));
      this.log.warn(`Channel store unreachable (${this.reason}): operator calls answer 503, member config reads the last good copy, schedules wait. Probing every ${this.probeMs / 1000} s.`);
    }
    this.probe();
  }

  /** Resolves once the store is ready (at once when it is). */
  whenAvailable(): Promise<void> {
    if (this.available) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /** For /readyz: ready, and a round trip to the store succeeds now. */
  async check(): Promise<boolean> {
    if (!this.available) return false;
    try {
      await this.ping();
      return true;
    } catch (error) {
      this.markDown(error);
      return false;
    }
  }

  close(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private enter(state: StoreState, reason: string): void {
    const was = this.state;
    this.state = state;
    this.reason = reason;
    if (state === 'ready' && was === 'unreachable') this.log.info(`Channel store reachable again after ${Math.round((Date.now() - this.since) / 1000)} s: every call resumes.`);
    this.since = Date.now();
    if (state === 'ready') for (const resolve of this.waiters.splice(0)) resolve();
  }

  private probe(): void {
    if (this.probing || this.closed) return;
    this.probing = true;
    const next = () => {
      this.timer = setTimeout(() => {
        this.timer = null;
        if (this.closed) return;
        this.ping().then(
          () => {
            this.probing = false;
            this.enter('ready', '');
          },
          (error: unknown) => {
            this.reason = reasonOf(error);
            next();
          },
        );
      }, this.probeMs);
      this.timer.unref();
    };
    next();
  }
}
