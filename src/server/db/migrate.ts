// Runs the checked-in migrations at start (Kysely's Migrator): the same SQL on PGlite and PostgreSQL.
// The list is static (no folder scan), so a bundled or compiled service finds every migration.
import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as channelStore from './migrations/0001-channel-store';
import * as operatorSecurity from './migrations/0002-operator-security';
import * as assets from './migrations/0003-assets';
import * as firstScreenRenders from './migrations/0004-first-screen-renders';
import * as operatorInvitations from './migrations/0005-operator-invitations';
import * as securityLog from './migrations/0006-security-log';
import * as statusChecks from './migrations/0008-status-checks';
import type { Database } from './schema';

const migrations: Record<string, Migration> = {
  '0001-channel-store': channelStore,
  '0002-operator-security': operatorSecurity,
  '0003-assets': assets,
  '0004-first-screen-renders': firstScreenRenders,
  '0005-operator-invitations': operatorInvitations,
  '0006-security-log': securityLog,
  '0008-status-checks': statusChecks,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the store up to date; throws (naming the migration) when one fails. */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider, migrationTableName: 'channel_migrations', migrationLockTableName: 'channel_migrations_lock' });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  // The cause is kept: a database that cannot be reached is waited for (wait.ts), not a failed migration.
  if (error || failed) throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${(error as Error | undefined)?.message ?? 'unknown error'}`, { cause: error });
}
