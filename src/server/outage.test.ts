// @vitest-environment node
// The production entry (src/server/main.ts, a child process) outlives its database: on a PostgreSQL
// cluster of the test's own, stopped with `pg_ctl stop -m fast`, the process stays alive, answers an
// operator call 503 with Retry-After, serves the channel document from the last good copy, and once
// the cluster is started again answers a sign-in by itself. Started before its database, it waits
// (logging what for), /healthz 200 and /readyz 503, and becomes ready when the database starts.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, initCluster, type PgCluster } from '../../tests/support/pg-cluster';
import { openChannelDb } from './db/connect';
import { DEMO_OPERATOR_PASSWORD, seedDemo } from './demo';

const root = fileURLToPath(new URL('../..', import.meta.url));
const DEADLINE_MS = 90_000;

type Service = { url: string; child: ChildProcess; output: () => string; stop: () => Promise<void> };

async function startMain(databaseUrl: string): Promise<Service> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'src/server/main.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: databaseUrl, PORTAL_RENDER_ENTRY: path.join(root, 'no-render-entry.js'), MEMBER_API_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      // A stop that hangs must not hold the suite.
      const stuck = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(stuck);
    },
  };
}

/** Polls `check` until it returns a value (not undefined), up to a generous deadline. */
async function until<T>(what: string, check: () => Promise<T | undefined>, service?: Service): Promise<T> {
  const end = Date.now() + DEADLINE_MS;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    if (service && service.child.exitCode !== null) throw new Error(`The service exited (${service.child.exitCode}) while waiting for ${what}:\n${service.output()}`);
    if (Date.now() > end) throw new Error(`Gave up waiting for ${what}${service ? `:\n${service.output()}` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const alive = (s: Service) => s.child.exitCode === null && s.child.signalCode === null;

async function call(s: Service, method: string, route: string, options: { token?: string; json?: unknown } = {}) {
  const headers: Record<string, string> = { 'X-Channel-Id': 'demo-default' };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.json !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${s.url}${route}`, { method, headers, ...(options.json !== undefined ? { body: JSON.stringify(options.json) } : {}) });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : {}) as Record<string, unknown> & { data?: Record<string, unknown> } };
}

const signIn = (s: Service, password = DEMO_OPERATOR_PASSWORD) => call(s, 'POST', '/wl/v1/platform/operator/login', { json: { email: 'owner@demo.test', password } });

let cluster: PgCluster;
const services: Service[] = [];

beforeAll(async () => {
  cluster = await initCluster(Number(process.env.OUTAGE_PG_PORT) || undefined);
  await cluster.start();
  for (const name of ['outage', 'late']) await cluster.createDatabase(name);
  const store = await openChannelDb({ databaseUrl: cluster.url('outage') });
  await seedDemo(store.db, { now: () => Date.now() });
  await store.close();
}, 120_000);

afterAll(async () => {
  for (const s of services) await s.stop();
  await cluster?.remove();
}, 60_000);

describe('the production entry and an outage of PostgreSQL', () => {
  it('stays alive, refuses operator calls with 503 and Retry-After, serves the last good config, and resumes by itself', async () => {
    const service = await startMain(cluster.url('outage'));
    services.push(service);
    await until('readiness', async () => ((await call(service, 'GET', '/readyz')).status === 200 ? true : undefined), service);
    const token = (await signIn(service)).body.data?.token as string;
    expect(token).toBeTruthy();
    expect((await call(service, 'GET', '/wl/v1/platform/operator/channel', { token })).status).toBe(200);
    const before = await call(service, 'GET', '/wl/v1/platform/config/document');
    expect(before.status).toBe(200);

    await cluster.stop();
    try {
      // The outage is seen (a pool error, or the next call's failed connection) and answered 503.
      const refused = await until('a 503 for an operator call', async () => {
        const answer = await call(service, 'GET', '/wl/v1/platform/operator/channel', { token });
        return answer.status === 503 ? answer : undefined;
      }, service);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(refused.body).toMatchObject({ code: 'STORE_UNAVAILABLE', retry_after: expect.any(Number) });
      expect(String(refused.body.message)).toMatch(/database/);
      expect((await signIn(service)).status).toBe(503);
      const stale = await call(service, 'GET', '/wl/v1/platform/config/document');
      expect(stale.status).toBe(200);
      expect(stale.headers.get('etag')).toBe(before.headers.get('etag'));
      expect(stale.body).toEqual(before.body);
      expect((await call(service, 'GET', '/healthz')).status).toBe(200);
      const readiness = await call(service, 'GET', '/readyz');
      expect(readiness.status).toBe(503);
      expect(readiness.body).toMatchObject({ code: 'NOT_READY', store: 'unreachable' });
      expect(alive(service)).toBe(true);
    } finally {
      await cluster.start();
    }

    const back = await until('a sign-in answered after the database returned', async () => {
      const answer = await signIn(service);
      return answer.status === 503 ? undefined : answer;
    }, service);
    expect(back.status).toBe(200);
    expect((await call(service, 'GET', '/wl/v1/platform/operator/channel', { token })).status).toBe(200);
    expect((await call(service, 'GET', '/readyz')).status).toBe(200);
    expect(alive(service)).toBe(true);
    expect(service.output()).toMatch(/reachable again/);
  }, 240_000);

  it('started before its database, waits with back-off and becomes ready when the database starts', async () => {
    await cluster.stop();
    const service = await startMain(cluster.url('late'));
    services.push(service);
    try {
      await until('the wait logged', async () => (/Waiting for PostgreSQL at postgres:\/\/.*late/.test(service.output()) ? true : undefined), service);
      expect((await call(service, 'GET', '/healthz')).body.data).toMatchObject({ status: 'alive', store: 'starting' });
      const waiting = await call(service, 'GET', '/readyz');
      expect(waiting.status).toBe(503);
      expect(waiting.headers.get('retry-after')).toMatch(/^\d+$/);
      expect((await signIn(service)).status).toBe(503);
      expect(alive(service)).toBe(true);
    } finally {
      await cluster.start();
    }
    await until('readiness once the database started', async () => ((await call(service, 'GET', '/readyz')).status === 200 ? true : undefined), service);
    // Migrated by the service itself: an empty database has no operator, so the sign-in is refused, not 503.
    expect((await signIn(service)).status).toBe(401);
    expect(alive(service)).toBe(true);
  }, 240_000);
});
