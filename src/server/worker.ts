// The schedule worker: every instance polls on a short interval and claims due schedules with
// FOR UPDATE SKIP LOCKED, one per transaction, so a schedule goes live exactly once however many
// instances share the database; those that fell due while the service was down go live at start.
// A campaign's end returns the channel to what would be live without it: a version published
// during the window (not by a schedule) when there is one, else `then_version`, else the version
// the campaign replaced. A schedule is made on the version live when it was made: when another went
// live meanwhile, its changes are merged in (src/server/rebase.ts), and a conflict keeps the live
// version and cancels the schedule with a `refusal` entry in the audit.
import { mergeThreeWay } from '@/lib/config-merge/three-way';
import type { ServiceContext } from './context';
import { isStoreUnavailable } from './db/store-health';
import { announce, goLive } from './channel-versions';
import { recordAudit } from './store/audit';
import { conflictMessage, sinceWords, versionsSince } from './rebase';
import { lockChannel, type Channel } from './store/channels';
import { claimDue, setScheduleStatus, type ScheduleRecord } from './store/schedules';
import type { Config, Db, Version } from './store/types';
import { getVersion } from './store/versions';

export const WORKER_INTERVAL_MS = 1000;

async function publishedDuring(db: Db, channelId: string, after: number): Promise<number | null> {
  const row = await db
    .selectFrom('versions')
    .select('number')
    .where('channel_id', '=', channelId)
    .where('number', '>', after)
    .where('kind', '!=', 'scheduled')
    .orderBy('number', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.number ?? null;
}

async function runOne(ctx: ServiceContext, db: Db, entry: ScheduleRecord & { channel_id: string }): Promise<Version | null> {
  const channel = await lockChannel(db, entry.channel_id);
  if (!channel) return null;
  if (entry.status === 'pending') {
    const source = await getVersion(db, channel.id, entry.version);
    const next = entry.ends_at ? 'live' : 'done';
    if (!source?.config) {
      await setScheduleStatus(db, entry.id, 'done');
      return null;
    }
    // Made on `replaced_version` (the version live when it was scheduled): what went live since stays.
    const merged = await onLive(ctx, db, channel, entry, entry.replaced_version, source.config, `version ${entry.version}`);
    if (!merged) return null;
    const message = `Scheduled ${entry.id}: version ${entry.version} live${merged.note}`;
    const version = await goLive(ctx, db, channel.id, { author: entry.author, kind: 'scheduled', message, config: merged.config }, { action: 'scheduled-live', actor: entry.author, detail: message });
    await setScheduleStatus(db, entry.id, next, { replaced_version: channel.current_version, live_version: version.number });
    return version;
  }
  // A live campaign ends.
  await setScheduleStatus(db, entry.id, 'done');
  const during = entry.live_version === null ? null : await publishedDuring(db, channel.id, entry.live_version);
  const target = during ?? entry.then_version ?? entry.replaced_version;
  if (target === null) return null;
  if (target === channel.current_version) {
    await goLiveNote(ctx, db, channel.id, entry, target);
    return null;
  }
  const source = await getVersion(db, channel.id, target);
  if (!source?.config) return null;
  // Another schedule went live after the campaign: the campaign's own changes are taken back from it.
  const merged = during === null ? await onLive(ctx, db, channel, entry, entry.live_version, source.config, `the end of ${entry.id} (version ${target})`) : { config: source.config, note: '' };
  if (!merged) return null;
  const message = `Scheduled ${entry.id} ended: version ${target} live again${merged.note}`;
  return goLive(ctx, db, channel.id, { author: entry.author, kind: 'scheduled', message, config: merged.config }, { action: 'scheduled-live', actor: entry.author, detail: message });
}

/**
 * The config a schedule makes live when `base` (what it was made on) is no longer live: the three-way
 * merge of base, `config` and the live version. Null when they conflict: nothing goes live, the
 * schedule is cancelled and a `refusal` entry names the conflicts.
 */
async function onLive(ctx: ServiceContext, db: Db, channel: Channel, entry: ScheduleRecord, base: number | null, config: Config, what: string): Promise<{ config: Config; note: string } | null> {
  if (base === null || base === channel.current_version) return { config, note: '' };
  const [from, live] = [await getVersion(db, channel.id, base), await getVersion(db, channel.id, channel.current_version)];
  if (!from?.config || !live?.config) return { config, note: '' };
  const { merged, conflicts } = mergeThreeWay(from.config, config, live.config);
  const since = await versionsSince(db, channel.id, base);
  if (conflicts.length === 0) return { config: merged, note: ` (merged with ${sinceWords(since)})` };
  await setScheduleStatus(db, entry.id, 'cancelled');
  const detail = `Scheduled ${entry.id} not live: ${conflictMessage({ base, since, conflicts, what: `schedule of ${what}` })}`;
  await recordAudit(db, ctx.clock, { channelId: channel.id, actor: entry.author, action: 'refusal', detail: detail.slice(0, 2000) });
  return null;
}

/** The campaign ended while a later publish is live: it stays, and the trail says so. */
async function goLiveNote(ctx: ServiceContext, db: Db, channelId: string, entry: ScheduleRecord, version: number) {
  await recordAudit(db, ctx.clock, { channelId, actor: entry.author, action: 'scheduled-live', version, detail: `Scheduled ${entry.id} ended: version ${version}, published during it, stays live` });
}

/** Runs every due schedule (each in its own transaction); the number run. */
export async function runDueSchedules(ctx: ServiceContext): Promise<number> {
  let count = 0;
  for (;;) {
    const done = await ctx.db.transaction().execute(async (trx) => {
      const entry = await claimDue(trx, ctx.clock.now());
      if (!entry) return null;
      return { version: await runOne(ctx, trx, entry), channelId: entry.channel_id };
    });
    if (!done) return count;
    count += 1;
    if (done.version) announce(ctx, done.channelId, done.version);
  }
}

export type Worker = { stop: () => Promise<void>; runNow: () => Promise<number> };

/** Starts the worker: a run at once (schedules due while down), then every `intervalMs`. */
export function startWorker(ctx: ServiceContext, intervalMs = WORKER_INTERVAL_MS, onError: (error: unknown) => void = (e) => console.error('schedule worker:', e)): Worker {
  let running: Promise<number> | null = null;
  let stopped = false;
  const run = () => {
    // While the store is away (or not migrated yet) the worker waits; schedules due meanwhile run once it is back.
    if (!ctx.storeHealth.available) return running ?? Promise.resolve(0);
    running ??= runDueSchedules(ctx)
      .catch((error: unknown) => {
        if (isStoreUnavailable(error)) ctx.storeHealth.markDown(error);
        else if (!stopped) onError(error);
        return 0;
      })
      .finally(() => (running = null));
    return running;
  };
  void run();
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  return {
    runNow: run,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
