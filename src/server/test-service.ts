// Test support: the service over real HTTP (Fastify listening on port 0) on a fresh store: PGlite
// in memory by default, PostgreSQL when TEST_DATABASE_URL is set (a fresh database per store).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createChannelService, type ChannelService, type ServiceOptions } from './app';
import { openChannelDb, type ChannelDb } from './db/connect';
import { DEMO_OPERATOR_PASSWORD, seedDemo } from './demo';
import type { Clock } from './store/types';

export type Answer = { status: number; etag: string | null; headers: Headers; body: { data?: Record<string, unknown> } & Record<string, unknown> };

export type TestService = {
  url: string;
  service: ChannelService;
  store: ChannelDb;
  call: (method: string, path: string, options?: { token?: string; json?: unknown; body?: string; headers?: Record<string, string> }) => Promise<Answer>;
  signIn: (email: string) => Promise<string>;
  close: () => Promise<void>;
};

/** The URL of a new database on the TEST_DATABASE_URL server, so each test store starts empty. */
async function freshDatabase(url: string): Promise<string> {
  const name = `channels_test_${randomBytes(5).toString('hex')}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export const testDatabaseUrl = () => process.env.TEST_DATABASE_URL || undefined;

/** Store settings for a test: a fresh PostgreSQL schema, or PGlite (in memory unless `dataDir`). */
export async function testStoreSettings(dataDir?: string): Promise<{ databaseUrl?: string; dataDir?: string }> {
  const url = testDatabaseUrl();
  if (url && !dataDir) return { databaseUrl: await freshDatabase(url) };
  return { dataDir: dataDir ?? 'memory' };
}

/** The stores a test runs on, each a fresh one: PGlite in memory, and PostgreSQL too when TEST_DATABASE_URL is set. */
export function storeTargets(): { name: string; settings: () => Promise<{ databaseUrl?: string; dataDir?: string }> }[] {
  return [{ name: 'PGlite', settings: async () => ({ dataDir: 'memory' }) }, ...(testDatabaseUrl() ? [{ name: 'PostgreSQL', settings: () => testStoreSettings() }] : [])];
}

export async function startTestService(options: { settings?: { databaseUrl?: string; dataDir?: string }; clock?: Clock; seed?: boolean; service?: Partial<ServiceOptions> } = {}): Promise<TestService> {
  const store = await openChannelDb(options.settings ?? (await testStoreSettings()));
  if (options.seed !== false) await seedDemo(store.db, options.clock ?? { now: () => Date.now() });
  const service = await createChannelService({ store, checkAnswers: true, ...(options.clock ? { clock: options.clock } : {}), ...options.service });
  await service.app.listen({ port: 0, host: '127.0.0.1' });
  const address = service.app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const call: TestService['call'] = async (method, path, o = {}) => {
    const headers: Record<string, string> = { 'X-Channel-Id': 'demo-default', ...(o.json !== undefined ? { 'Content-Type': 'application/json' } : {}), ...o.headers };
    if (o.token) headers.Authorization = `Bearer ${o.token}`;
    const response = await fetch(`${url}/wl/v1/${path}`, { method, headers, ...(o.json !== undefined ? { body: JSON.stringify(o.json) } : o.body !== undefined ? { body: o.body } : {}) });
    const text = await response.text();
    return { status: response.status, etag: response.headers.get('etag'), headers: response.headers, body: (text ? JSON.parse(text) : {}) as Answer['body'] };
  };
  const signIn = async (email: string) => {
    const answer = await call('POST', 'platform/operator/login', { json: { email, password: DEMO_OPERATOR_PASSWORD } });
    return answer.body.data?.token as string;
  };
  return {
    url,
    service,
    store,
    call,
    signIn,
    close: async () => {
      await service.close();
      await store.close();
    },
  };
}
