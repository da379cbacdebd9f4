// The channel store's connection: PostgreSQL when DATABASE_URL is a postgres:// URL (production,
// several instances), else embedded PGlite in CHANNEL_DATA_DIR (default `.data/channels`;
// `memory` keeps it in memory, for tests). PGlite is single-process and unsafe on an unclean
// shutdown: the embedded default, never the production store (docs/channel-service.md).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { migrateToLatest } from './migrate';
import { PGliteDialect } from './pglite-dialect';
import type { Database } from './schema';

export type StoreSettings = { databaseUrl?: string | undefined; dataDir?: string | undefined };

export type ChannelDb = {
  db: Kysely<Database>;
  kind: 'postgres' | 'pglite';
  /** Where the data lives (a redacted URL or a folder, `memory`). */
  where: string;
  /** Checkpoints (PGlite) and closes. */
  close: () => Promise<void>;
};

export const DEFAULT_DATA_DIR = '.data/channels';

/** The settings of the environment (DATABASE_URL, CHANNEL_DATA_DIR). */
export function settingsFromEnv(env: NodeJS.ProcessEnv = process.env): StoreSettings {
  return { databaseUrl: env.DATABASE_URL || undefined, dataDir: env.CHANNEL_DATA_DIR || undefined };
}

const redacted = (url: string) => url.replace(/\/\/[^@/]*@/, '//***@');

/** Opens the store and runs the migrations. */
export async function openChannelDb(settings: StoreSettings = {}): Promise<ChannelDb> {
  const url = settings.databaseUrl;
  if (url && /^postgres(ql)?:\/\//.test(url)) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    await migrateToLatest(db);
    return { db, kind: 'postgres', where: redacted(url), close: () => db.destroy() };
  }
  if (url) throw new Error(`DATABASE_URL must be a postgres:// URL (got ${redacted(url).slice(0, 40)})`);
  const dir = settings.dataDir ?? DEFAULT_DATA_DIR;
  const memory = dir === 'memory';
  if (!memory) mkdirSync(path.resolve(dir), { recursive: true });
  const pglite = memory ? new PGlite() : new PGlite(path.resolve(dir));
  await pglite.waitReady;
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  await migrateToLatest(db);
  return {
    db,
    kind: 'pglite',
    where: memory ? 'memory' : path.resolve(dir),
    close: async () => {
      await db.destroy();
      if (!memory) await pglite.query('checkpoint');
      await pglite.close();
    },
  };
}
