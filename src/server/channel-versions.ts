// Making a version: the one way a channel gets a new version, whoever makes it (a publish, the
// publish of a draft, a rollback, the schedule worker, `channels import`, the demo's seeding, preset
// switch and watch mode). `goLive` writes the version and its audit entry in the caller's
// transaction (which holds the channel's lock on PostgreSQL); once it is committed, `announce` tells
// the service's onLive hook and renders the public screens ahead. A process that runs no service
// (the channels CLI) announces nothing: the service renders such a version's screens when a page
// first asks for one (docs/performance.md).
import type { ServiceHooks } from './context';
import type { FirstScreens } from './renders/first-screens';
import { recordAudit } from './store/audit';
import { insertChannel, type NewChannel } from './store/channels';
import type { Clock, Db, Version } from './store/types';
import { addVersion, type NewVersion } from './store/versions';

export type Audited = { action: 'publish' | 'rollback' | 'scheduled-live' | 'import'; actor: string; draft?: string; detail: string };

/** What announces a version: the service's context (its hooks and its renders ahead). */
export type Announcer = { hooks: ServiceHooks; firstScreens: FirstScreens | null };

/** A new version and its audit entry, in the caller's transaction. */
export async function goLive(ctx: { clock: Clock }, db: Db, channelId: string, input: NewVersion, audited: Audited): Promise<Version> {
  const version = await addVersion(db, ctx.clock, channelId, input);
  await recordAudit(db, ctx.clock, { channelId, actor: audited.actor, action: audited.action, version: version.number, ...(audited.draft ? { draft: audited.draft } : {}), detail: audited.detail });
  return version;
}

/**
 * A new channel and its first version (kind `initial`), in the caller's transaction; with its audit
 * entry when `audited` (an import), without one when the demo seeds its channels.
 */
export async function openChannel(ctx: { clock: Clock }, db: Db, input: NewChannel, audited: Audited | null): Promise<Version> {
  await insertChannel(db, ctx.clock, input);
  const first = { author: input.author, kind: 'initial' as const, message: input.message, config: input.config };
  return audited ? goLive(ctx, db, input.id, first, audited) : addVersion(db, ctx.clock, input.id, first);
}

/** Tells the hook (after the commit) that a version went live, and renders its public screens. */
export function announce(ctx: Announcer, channelId: string, version: Version): void {
  if (!version.config) return;
  ctx.hooks.onLive?.(channelId, version.config, version.number);
  const screens = ctx.firstScreens;
  screens?.render(channelId, version.number, version.config).catch((error: unknown) => {
    // The message only: a store error carries the query's parameters, here whole pages of HTML.
    if (!screens.closed) console.error(`channel service: rendering ${channelId} v${version.number}: ${error instanceof Error ? error.message : String(error)}`);
  });
}
