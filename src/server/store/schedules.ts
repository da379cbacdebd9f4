// Schedules: a version goes live at `starts_at`; a campaign (with `ends_at`) ends by returning the
// channel to what would be live without it. The worker claims due rows with FOR UPDATE SKIP LOCKED,
// so with several instances on one database each schedule goes live exactly once.
import type { Clock, Db, Schedule } from './types';
import { iso, toIso } from './types';

type Row = {
  id: string;
  version: number;
  starts_at: Date | string;
  ends_at: Date | string | null;
  then_version: number | null;
  author: string;
  status: Schedule['status'];
  replaced_version: number | null;
  live_version: number | null;
};

export type ScheduleRecord = Schedule & { replaced_version: number | null; live_version: number | null };

export const toSchedule = (row: Row): ScheduleRecord => ({
  id: row.id,
  version: row.version,
  starts_at: toIso(row.starts_at),
  ...(row.ends_at !== null ? { ends_at: toIso(row.ends_at) } : {}),
  ...(row.then_version !== null ? { then_version: row.then_version } : {}),
  author: row.author,
  status: row.status,
  replaced_version: row.replaced_version,
  live_version: row.live_version,
});

export const publicSchedule = ({ replaced_version: _r, live_version: _l, ...entry }: ScheduleRecord): Schedule => entry;

export async function listSchedules(db: Db, channelId: string): Promise<ScheduleRecord[]> {
  const rows = await db.selectFrom('schedules').selectAll().where('channel_id', '=', channelId).orderBy('starts_at').execute();
  return rows.map(toSchedule);
}

/** The pending or live schedule whose window meets [start, end] (a point when end is null). */
export async function overlapping(db: Db, channelId: string, start: number, end: number | null): Promise<ScheduleRecord | null> {
  const rows = await db.selectFrom('schedules').selectAll().where('channel_id', '=', channelId).where('status', 'in', ['pending', 'live']).execute();
  const to = end ?? start;
  const hit = rows.find((row) => {
    const s = new Date(row.starts_at).getTime();
    const e = row.ends_at === null ? s : new Date(row.ends_at).getTime();
    return s <= to && start <= e;
  });
  return hit ? toSchedule(hit) : null;
}

/** `baseVersion`: the version live when the schedule is made, kept as `replaced_version` until it goes live (then the version it replaced). */
export type NewSchedule = { id: string; version: number; startsAt: number; endsAt: number | null; thenVersion: number | null; author: string; baseVersion: number };

export async function insertSchedule(db: Db, clock: Clock, channelId: string, input: NewSchedule): Promise<ScheduleRecord> {
  const row = {
    id: input.id,
    channel_id: channelId,
    version: input.version,
    starts_at: iso(input.startsAt),
    ends_at: input.endsAt === null ? null : iso(input.endsAt),
    then_version: input.thenVersion,
    author: input.author,
    status: 'pending' as const,
    replaced_version: input.baseVersion,
    live_version: null,
    created_at: iso(clock.now()),
  };
  await db.insertInto('schedules').values(row).execute();
  return toSchedule(row);
}

export async function getSchedule(db: Db, channelId: string, id: string): Promise<ScheduleRecord | null> {
  const row = await db.selectFrom('schedules').selectAll().where('channel_id', '=', channelId).where('id', '=', id).forUpdate().executeTakeFirst();
  return row ? toSchedule(row) : null;
}

export async function setScheduleStatus(db: Db, id: string, status: Schedule['status'], extra: { replaced_version?: number; live_version?: number } = {}): Promise<void> {
  await db.updateTable('schedules').set({ status, ...extra }).where('id', '=', id).execute();
}

/**
 * One due schedule (a pending start or a live end at or before `now`), locked for this transaction;
 * rows another instance holds are skipped. Null when nothing is due.
 */
export async function claimDue(db: Db, now: number): Promise<(ScheduleRecord & { channel_id: string }) | null> {
  const at = new Date(now);
  const row = await db
    .selectFrom('schedules')
    .selectAll()
    .where((eb) => eb.or([eb.and([eb('status', '=', 'pending'), eb('starts_at', '<=', at)]), eb.and([eb('status', '=', 'live'), eb('ends_at', '<=', at)])]))
    .orderBy('starts_at')
    .limit(1)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();
  return row ? { ...toSchedule(row), channel_id: row.channel_id } : null;
}
