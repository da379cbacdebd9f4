// @vitest-environment node
// Two instances on one PostgreSQL database, each with its own schedule worker on the real clock: a
// version scheduled a few seconds ahead goes live by itself, with no request to either instance
// after the schedule (the test watches the database itself), exactly once: one new version and one
// go-live audit entry, also after both workers have run again.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createChannelService } from './app';
import { openChannelDb } from './db/connect';
import { startTestService, testDatabaseUrl, testStoreSettings } from './test-service';

const until = async (check: () => Promise<boolean>, deadline = Date.now() + 60_000) => {
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('the schedule never went live');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

describe.runIf(testDatabaseUrl())('two instances on one PostgreSQL database, no traffic', () => {
  it('a version scheduled 5 s ahead goes live once, by the workers alone', async () => {
    const settings = await testStoreSettings();
    const a = await startTestService({ settings });
    const storeB = await openChannelDb(settings);
    const b = await createChannelService({ store: storeB });
    const watcher = await openChannelDb(settings);
    const count = async (table: 'versions' | 'audit', column: 'kind' | 'action', value: string) =>
      Number((await sql<{ n: string }>`select count(*) as n from ${sql.table(table)} where channel_id = 'demo-default' and ${sql.ref(column)} = ${value}`.execute(watcher.db)).rows[0]?.n);
    try {
      const token = await a.signIn('owner@demo.test');
      const scheduled = await a.call('POST', 'platform/operator/schedule', { token, json: { version: 1, starts_at: new Date(Date.now() + 5000).toISOString() } });
      expect(scheduled.status).toBe(200);
      expect(await count('versions', 'kind', 'scheduled')).toBe(0);

      await until(async () => (await count('audit', 'action', 'scheduled-live')) > 0);
      // Each worker runs once more after the go-live: nothing is left for a second one.
      await Promise.all([a.service.worker!.runNow(), b.worker!.runNow()]);
      expect(await count('audit', 'action', 'scheduled-live')).toBe(1);
      expect(await count('versions', 'kind', 'scheduled')).toBe(1);
      const versions = (await a.call('GET', 'platform/operator/versions', { token })).body.data?.versions as { number: number; kind: string }[];
      expect(versions[0]).toMatchObject({ number: 2, kind: 'scheduled' });
    } finally {
      await watcher.close();
      await b.close();
      await storeB.close();
      await a.close();
    }
  }, 90_000);
});
