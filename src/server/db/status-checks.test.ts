// @vitest-environment node
// The store accepts only the contract's values in its closed columns (migration 0008): a draft or
// schedule status, a version kind, a role or an audit action it does not know is refused.
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { seedDemo } from '../demo';
import { storeTargets } from '../test-service';
import { openChannelDb, type ChannelDb } from './connect';

let store: ChannelDb | undefined;
afterEach(async () => store?.close());

describe.each(storeTargets())('closed columns on $name', ({ settings }) => {
  it('refuses a value the contract does not name and keeps the known ones', async () => {
    store = await openChannelDb(await settings());
    await seedDemo(store.db, { now: () => Date.now() });
    const db = store.db;
    await expect(sql`update versions set kind = 'bogus' where number = 1`.execute(db)).rejects.toThrow(/versions_kind_known/);
    await expect(sql`update grants set role = 'admin'`.execute(db)).rejects.toThrow(/grants_role_known/);
    await expect(sql`insert into audit (at, actor, action) values (now(), 'a@b.c', 'erased')`.execute(db)).rejects.toThrow(/audit_action_known/);
    await expect(sql`insert into drafts (id, channel_id, author, config, base_version, revision, status, updated_at) values ('d-x', 'demo-default', 'a@b.c', '{}', 1, 1, 'published', now())`.execute(db)).rejects.toThrow(/drafts_status_known/);
    await expect(sql`insert into schedules (id, channel_id, version, starts_at, author, status, created_at) values ('s-x', 'demo-default', 1, now(), 'a@b.c', 'paused', now())`.execute(db)).rejects.toThrow(/schedules_status_known/);
    await sql`update versions set kind = 'rollback' where number = 1`.execute(db);
    expect((await db.selectFrom('versions').select('kind').where('number', '=', 1).executeTakeFirst())?.kind).toBe('rollback');
  }, 240_000);
});
