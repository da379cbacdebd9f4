// The channel store's connection: PostgreSQL when DATABASE_URL is a postgres:// URL (production,
// several instances), else embedded PGlite in CHANNEL_DATA_DIR (default `.data/channels`;
// `memory` keeps it in memory, for tests). PGlite is single-process and unsafe on an unclean
// shutdown: the embedded default, never the production store (docs/channel-service.md); one process
// holds it at a time (store-lock.ts). A PostgreSQL store outlives outages of its database: pool and
// client errors mark it unreachable (store-health.ts) instead of ending the process.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { migrateToLatest } from './migrate';
import { PGliteDialect } from './pglite-dialect';
import type { Database } from './schema';
import { StoreHealth } from './store-health';
import { lockStore, StoreLockedError } from './store-lock';
import { untilReachable } from './wait';

export type StoreSettings = {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  /** Who opens an embedded store, as a second process's refusal names it (`the service on port 8080`). */
  holder?: string | undefined;
};

export type OpenOptions = {
  /**
   * A long-running service: PostgreSQL's migrations run in the background, tried again with back-off
   * while the database cannot be reached (`ready` resolves once they are done; `health` says so).
   * Otherwise (CLIs, tests) the open fails at once when the database is down.
   */
  waitForDatabase?: boolean;
};

export type ChannelDb = {
  db: Kysely<Database>;
  kind: 'postgres' | 'pglite';
  /** Where the data lives (a redacted URL or a folder, `memory`). */
  where: string;
  /** Reachable, migrated: what the service's probes and its 503s go by. */
  health: StoreHealth;
  /** Resolves once the migrations are done; rejects when they fail for another reason than an unreachable database. */
  ready: Promise<void>;
  /** Checkpoints (PGlite), closes, and releases the embedded store's lock. */
  close: () => Promise<void>;
};

export const DEFAULT_DATA_DIR = '.data/channels';

/** The settings of the environment (DATABASE_URL, CHANNEL_DATA_DIR). */
export function settingsFromEnv(env: NodeJS.ProcessEnv = process.env): StoreSettings {
  return { databaseUrl: env.DATABASE_URL || undefined, dataDir: env.CHANNEL_DATA_DIR || undefined };
}

const redacted = (url: string) => url.replace(/\/\/[^@/]*@/, '//***@');

/** Ends a process whose embedded store another process holds with one line saying what to do (exit 1); rethrows anything else. */
export function exitOnStoreError(error: unknown): never {
  if (!(error instanceof StoreLockedError)) throw error;
  console.error(error.message);
  process.exit(1);
}

/** Opens the store and runs the migrations (in the background with `waitForDatabase`). */
export async function openChannelDb(settings: StoreSettings = {}, options: OpenOptions = {}): Promise<ChannelDb> {
  const url = settings.databaseUrl;
  if (url && /^postgres(ql)?:\/\//.test(url)) return openPostgres(url, options);
  if (url) throw new Error(`DATABASE_URL must be a postgres:// URL (got ${redacted(url).slice(0, 40)})`);
  const dir = settings.dataDir ?? DEFAULT_DATA_DIR;
  const memory = dir === 'memory';
  if (!memory) mkdirSync(path.resolve(dir), { recursive: true });
  const lock = memory ? null : lockStore(path.resolve(dir), settings.holder);
  try {
    const pglite = memory ? new PGlite() : new PGlite(path.resolve(dir));
    await pglite.waitReady;
    const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
    await migrateToLatest(db);
    return {
      db,
      kind: 'pglite',
      where: memory ? 'memory' : path.resolve(dir),
      health: new StoreHealth(async () => void (await pglite.query('select 1')), console, true),
      ready: Promise.resolve(),
      close: async () => {
        try {
          await db.destroy();
          if (!memory) await pglite.query('checkpoint');
          await pglite.close();
        } finally {
          lock?.release();
        }
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

async function openPostgres(url: string, options: OpenOptions): Promise<ChannelDb> {
  // A connection attempt gives up after 5 s, so a call while the database is away fails (503) rather
  // than waits for the kernel's TCP time-out; TCP keep-alive notices a peer that vanished silently.
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000, keepAlive: true });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const health = new StoreHealth(async () => void (await pool.query('select 1')));
  // Without these listeners a connection the server ends (a restart, a stop) is an uncaught 'error'
  // event, and the process exits. An idle client's error reaches the pool; a checked-out one's its client.
  pool.on('error', (error) => health.markDown(error));
  pool.on('connect', (client) => client.on('error', (error) => health.markDown(error)));
  let closing = false;
  const migrate = async () => {
    const reached = await untilReachable(() => migrateToLatest(db), `PostgreSQL at ${redacted(url)} (the channel store)`, { stopped: () => closing });
    if (reached) health.markMigrated();
  };
  const close = async () => {
    closing = true;
    health.close();
    await db.destroy();
  };
  if (!options.waitForDatabase) {
    try {
      await migrateToLatest(db);
    } catch (error) {
      await close();
      throw error;
    }
    health.markMigrated();
    return { db, kind: 'postgres', where: redacted(url), health, ready: Promise.resolve(), close };
  }
  return { db, kind: 'postgres', where: redacted(url), health, ready: migrate(), close };
}
