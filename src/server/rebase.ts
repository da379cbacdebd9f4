// Nothing goes live over a version its author did not see. A change names the version it was made
// from (a draft's `base_version`, a publish's If-Match); when another version went live since, the
// change is merged three ways (src/lib/config-merge: the live version's changes kept wherever the
// change left the value alone) or, when both changed the same value differently, refused with 409
// `BASE_CHANGED`: the versions since (who published them) and each conflict, for the studio to
// bring the draft up to date.
import type { FastifyRequest } from 'fastify';
import { mergeThreeWay, type MergeConflict } from '@/lib/config-merge/three-way';
import type { OperatorCtx, ServiceContext } from './context';
import type { Channel } from './store/channels';
import type { Config, Db } from './store/types';
import { getVersion } from './store/versions';

/** A version published after a change's base, as a refusal names it. */
export type VersionSince = { number: number; author: string; editor: string; kind: string; message: string; created_at: string };

export async function versionsSince(db: Db, channelId: string, after: number): Promise<VersionSince[]> {
  const rows = await db.selectFrom('versions').select(['number', 'author', 'editor', 'kind', 'message', 'created_at']).where('channel_id', '=', channelId).where('number', '>', after).orderBy('number').execute();
  return rows.map((row) => ({ ...row, created_at: new Date(row.created_at).toISOString() }));
}

/** "version 4 (publisher@demo.test: “New Year banner”)", for an operator. */
export const sinceWords = (since: readonly VersionSince[]) =>
  since.map((v) => `version ${v.number} (${v.editor && v.editor !== v.author ? `${v.editor}, published by ${v.author}` : v.author}${v.message ? `: “${v.message.slice(0, 80)}”` : ''})`).join(', ');

export type Rebased = { config: Config; merged: number[] };

/**
 * `config`, made on version `base`, as it goes live on the channel's current version: itself when
 * `base` is current, else the three-way merge; 409 BASE_CHANGED when a value conflicts, 422 when
 * `base` is no version of the channel. `what` names the change in the refusal ("draft", "config").
 */
export async function rebase(ctx: ServiceContext, op: OperatorCtx, request: FastifyRequest, db: Db, channel: Channel, base: number, config: Config, what: string): Promise<Rebased> {
  if (base === channel.current_version) return { config, merged: [] };
  const from = base < channel.current_version ? await getVersion(db, channel.id, base) : null;
  if (!from?.config) return ctx.refuse(op, 422, `Version ${base}, which this ${what} names as its base, is not a version of ${channel.id} (the live version is ${channel.current_version})`, request, 'INVALID_BASE', { current_version: channel.current_version });
  const live = (await getVersion(db, channel.id, channel.current_version))!;
  const { merged, conflicts } = mergeThreeWay(from.config, config, live.config!);
  const since = await versionsSince(db, channel.id, base);
  if (conflicts.length > 0) return refuseConflicts(ctx, op, request, { base, current: channel.current_version, since, conflicts, what });
  return { config: merged, merged: since.map((v) => v.number) };
}

type Conflicted = { base: number; current: number; since: VersionSince[]; conflicts: MergeConflict[]; what: string };

export function conflictMessage({ base, since, conflicts, what }: Omit<Conflicted, 'current'>): string {
  const pointers = conflicts.slice(0, 5).map((c) => c.pointer || '/').join(', ') + (conflicts.length > 5 ? ` and ${conflicts.length - 5} more` : '');
  return `This ${what} was made from version ${base}; since then ${sinceWords(since)} went live and changed ${conflicts.length === 1 ? 'a value' : `${conflicts.length} values`} this ${what} changes too (${pointers}): bring it up to date, choosing for each value which to keep, then try again`;
}

export async function refuseConflicts(ctx: ServiceContext, op: OperatorCtx, request: FastifyRequest, c: Conflicted): Promise<never> {
  return ctx.refuse(op, 409, conflictMessage(c), request, 'BASE_CHANGED', { base_version: c.base, current_version: c.current, since: c.since, conflicts: c.conflicts });
}
