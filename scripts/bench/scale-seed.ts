// The scale bench's store: a PostgreSQL database of its own (on the server of `--database-url`,
// BENCH_DATABASE_URL or TEST_DATABASE_URL; else a throwaway cluster as .ci/postgres.sh makes),
// migrated by openChannelDb and seeded in bulk: `channels` channels of the default preset (its eight
// languages), each served on `<id>.bench.localhost`, with version 1, and one operator who owns them
// all. Multi-row inserts of 100 rows, one transaction: seconds, not a studio session per channel.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildPreset } from '../../src/presets/build.ts';
import { openChannelDb } from '../../src/server/db/connect.ts';
import { configOfPreset } from '../../src/channel/config.ts';
import { hashPassword, upsertOperator } from '../../src/server/store/operators.ts';
import type { Config } from '../../src/server/store/types.ts';
import { initCluster, type PgCluster } from '../../tests/support/pg-cluster.ts';
import { benchChannelId } from './scale-figures.ts';

export const BENCH_OPERATOR = 'bench-owner@bench.test';

export type ScaleStore = { url: string; where: string; password: string; config: Config; remove: () => Promise<void> };

async function onServer(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A new, empty database for the bench and how to drop it. */
async function benchDatabase(serverUrl: string | undefined): Promise<{ url: string; where: string; remove: () => Promise<void> }> {
  const name = `bench_scale_${randomBytes(4).toString('hex')}`;
  if (serverUrl) {
    await onServer(serverUrl, `create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return { url: url.toString(), where: `database ${name} on ${url.host}`, remove: () => onServer(serverUrl, `drop database if exists ${name} with (force)`) };
  }
  const cluster: PgCluster = await initCluster();
  await cluster.start();
  await cluster.createDatabase(name);
  return { url: cluster.url(name), where: `a throwaway cluster on port ${cluster.port}`, remove: () => cluster.remove() };
}

export async function seedScaleStore(serverUrl: string | undefined, channels: number): Promise<ScaleStore> {
  const database = await benchDatabase(serverUrl);
  const store = await openChannelDb({ databaseUrl: database.url, holder: 'the scale bench' });
  try {
    const config = configOfPreset(buildPreset('default'));
    const languages = config.languages ?? [];
    const password = randomBytes(12).toString('base64url');
    const now = new Date().toISOString();
    const configJson = JSON.stringify(config);
    await store.db.transaction().execute(async (trx) => {
      await upsertOperator(trx, { now: () => Date.now() }, { email: BENCH_OPERATOR, name: 'Bench Owner', passwordHash: await hashPassword(password) });
      for (let first = 1; first <= channels; first += 100) {
        const ids = Array.from({ length: Math.min(100, channels - first + 1) }, (_, i) => benchChannelId(first + i));
        await trx.insertInto('channels').values(ids.map((id) => ({ id, name: id, time_zone: 'UTC', hosts: [`${id}.bench.localhost`], languages, current_version: 1, created_at: now }))).execute();
        await trx
          .insertInto('versions')
          .values(ids.map((id) => ({ channel_id: id, number: 1, config: configJson, author: 'system', editor: 'system', kind: 'initial', message: 'Scale bench', changes: '[]', created_at: now })))
          .execute();
        await trx.insertInto('grants').values(ids.map((id) => ({ operator_email: BENCH_OPERATOR, channel_id: id, role: 'owner' }))).execute();
      }
    });
    await store.close();
    return { url: database.url, where: database.where, password, config, remove: database.remove };
  } catch (error) {
    await store.close().catch(() => {});
    await database.remove();
    throw error;
  }
}
