// Channels: id, name, time zone (a channel setting), hosts, languages and the current version.
import type { Clock, Config, Db } from './types';
import { iso } from './types';

export type Channel = { id: string; name: string; time_zone: string; hosts: string[]; languages: string[]; current_version: number };

export async function getChannel(db: Db, id: string): Promise<Channel | null> {
  const row = await db.selectFrom('channels').select(['id', 'name', 'time_zone', 'hosts', 'languages', 'current_version']).where('id', '=', id).executeTakeFirst();
  return row ?? null;
}

/** The channel whose hosts include `host` (the port ignored, case-insensitive); null when none. */
export async function channelOfHost(db: Db, host: string): Promise<string | null> {
  const name = host.trim().toLowerCase().replace(/:\d+$/, '');
  if (!name) return null;
  const row = await db.selectFrom('channels').select('id').where((eb) => eb(eb.val(name), '=', eb.fn.any('hosts'))).orderBy('id').executeTakeFirst();
  return row?.id ?? null;
}

export async function listChannels(db: Db): Promise<Channel[]> {
  return db.selectFrom('channels').select(['id', 'name', 'time_zone', 'hosts', 'languages', 'current_version']).orderBy('id').execute();
}

/** Locks the channel's row until the transaction ends: changes of one channel happen one at a time. */
export async function lockChannel(db: Db, id: string): Promise<Channel | null> {
  const row = await db.selectFrom('channels').select(['id', 'name', 'time_zone', 'hosts', 'languages', 'current_version']).where('id', '=', id).forUpdate().executeTakeFirst();
  return row ?? null;
}

export type NewChannel = { id: string; name: string; timeZone: string; hosts: string[]; languages: string[]; config: Config; author: string; message: string };

/** The channel's row, without a version: src/server/channel-versions.ts `openChannel` makes its first. */
export async function insertChannel(db: Db, clock: Clock, input: NewChannel): Promise<void> {
  await db
    .insertInto('channels')
    .values({ id: input.id, name: input.name, time_zone: input.timeZone, hosts: input.hosts, languages: input.languages, current_version: 0, created_at: iso(clock.now()) })
    .execute();
}
