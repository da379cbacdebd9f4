// The stores the channel service's tests run against: always the embedded PGlite (in memory), and a
// real PostgreSQL when TEST_DATABASE_URL is set (.ci/run starts a throwaway cluster and sets it).
// Without it the PostgreSQL variant is absent and tests/unit/global-setup.ts says so in the output.
// Each call of freshPostgresDatabase() creates its own database, so test files running in parallel
// never share tables; drop() removes it.
import pg from 'pg';

export type StoreTarget = { name: 'PGlite' | 'PostgreSQL'; kind: 'pglite' | 'postgres' };

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL?.trim() || null;

/** The stores to run a service test against: PGlite, plus PostgreSQL when TEST_DATABASE_URL is set. */
export function storeTargets(): StoreTarget[] {
  return [{ name: 'PGlite', kind: 'pglite' }, ...(TEST_DATABASE_URL ? [{ name: 'PostgreSQL', kind: 'postgres' } as const] : [])];
}

let counter = 0;

/** A new, empty database on the TEST_DATABASE_URL server: its URL and a drop() for afterAll. */
export async function freshPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  const name = `t_${process.pid}_${Date.now().toString(36)}_${counter++}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
