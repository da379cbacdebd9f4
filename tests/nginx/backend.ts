// One demo backend (API only) for the nginx tests: `DEMO_PRESET=fuel-cz PORT=… tsx tests/nginx/backend.ts`.
// A process per channel, because the demo store is one per process. The channel service's store is
// PGlite in memory, or, when TEST_DATABASE_URL is set (CI sets it), a database of this backend's own
// on that PostgreSQL server: named by its port (a run killed before its clean-up leaves one database
// per port, which the next run on that port starts again), created empty here, dropped at the end.
import pg from 'pg';
import { startDemoServer } from '../../scripts/demo-server/server.ts';
import { TEST_DATABASE_URL } from '../support/test-databases.ts';

const port = Number(process.env.PORT);

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL! });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function ownDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `nginx_e2e_${port}`;
  await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

const database = TEST_DATABASE_URL ? await ownDatabase() : null;
const demo = await startDemoServer({ port, distDir: '/nonexistent-api-only', channelStore: database ? { databaseUrl: database.url } : { dataDir: 'memory' } });
console.info(`demo backend (${process.env.DEMO_PRESET ?? 'default'}) on ${demo.url}, channel store ${database ? 'PostgreSQL' : 'PGlite in memory'}`);
// serve.ts and Playwright (its process group) may both send the signal: one clean-up.
let closing: Promise<void> | null = null;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    closing ??= demo.close().then(() => database?.drop()).finally(() => process.exit(0));
  });
}
