// Making a version live, shared by publish, publishDraft, rollback and the schedule worker: the
// stale check (If-Match names the current version, 412 with the changes since), the one verdict
// (422 with the findings, in the channel's languages), the new version and its audit entry in the
// caller's transaction, and the `onLive` hook once it is committed.
import type { FastifyRequest } from 'fastify';
import type { OperatorCtx, ServiceContext } from './context';
import { mergeThreeWay } from '@/lib/config-merge/three-way';
import { HttpError, header } from './http';
import { sinceWords, versionsSince } from './rebase';
import { assetHashes } from './store/assets';
import { recordAudit } from './store/audit';
import type { Channel } from './store/channels';
import { addVersion, changesBetween, getVersion, type NewVersion } from './store/versions';
import type { Config, Db, Version } from './store/types';
import { verdictErrors } from './verdict';

export const etagOf = (version: number) => `"v${version}"`;

/**
 * 428 without If-Match; 412 when it does not name the current version: the body names the current
 * version, the versions since (who published them), the changes since and, for a config
 * (`edited`), the values both it and those versions changed (`conflicts`). Never merged: what goes
 * live is what the operator sees, so the studio brings the draft up to date first.
 */
export async function checkFresh(ctx: ServiceContext, op: OperatorCtx, request: FastifyRequest, db: Db, channel: Channel, edited?: Config): Promise<void> {
  const ifMatch = header(request, 'if-match');
  if (!ifMatch) throw new HttpError(428, 'If-Match is required: name the version the change was made against', 'PRECONDITION_REQUIRED');
  if (ifMatch === etagOf(channel.current_version)) return;
  const current = (await getVersion(db, channel.id, channel.current_version))!;
  const named = Number(/^"v(\d+)"$/.exec(ifMatch)?.[1] ?? 1);
  const base = (named < current.number ? await getVersion(db, channel.id, named) : null) ?? (await getVersion(db, channel.id, 1))!;
  const since = await versionsSince(db, channel.id, base.number);
  const conflicts = edited ? mergeThreeWay(base.config!, edited, current.config!).conflicts : [];
  const message = `Version ${current.number} was published meanwhile (by ${current.author}; since version ${base.number}: ${sinceWords(since)}): review its changes, then publish again`;
  const extra = { current_version: current.number, base_version: base.number, since, changes: changesBetween(base.config!, current.config!), ...(edited ? { conflicts } : {}) };
  await ctx.refuse(op, 412, message, request, 'STALE_VERSION', extra, { ETag: etagOf(current.number) });
}

/** 422 with the findings of `preset validate` (the channel's languages) when the config may not go live. */
/** `db`: the caller's transaction (PGlite has one connection: a query outside it would wait for it forever). */
export async function checkValid(ctx: ServiceContext, op: OperatorCtx, request: FastifyRequest, config: Config, db: Db = ctx.db): Promise<void> {
  if (typeof config.sections !== 'object' || config.sections === null) await ctx.refuse(op, 422, 'sections is required', request, 'INVALID_CONFIG');
  const errors = verdictErrors(config, op.channel.languages, await assetHashes(db, op.channel.id));
  if (errors.length === 0) return;
  await ctx.refuse(op, 422, `The config is invalid: ${errors[0]?.pointer} ${errors[0]?.message}`, request, 'INVALID_CONFIG', { errors });
}

export type Audited = { action: 'publish' | 'rollback' | 'scheduled-live' | 'import'; actor: string; draft?: string; detail: string };

/** A new version and its audit entry, in the caller's transaction. */
export async function goLive(ctx: ServiceContext, db: Db, channelId: string, input: NewVersion, audited: Audited): Promise<Version> {
  const version = await addVersion(db, ctx.clock, channelId, input);
  await recordAudit(db, ctx.clock, { channelId, actor: audited.actor, action: audited.action, version: version.number, ...(audited.draft ? { draft: audited.draft } : {}), detail: audited.detail });
  return version;
}

/** Tells the hook (after the commit) that a version went live, and renders its public screens. */
export function announce(ctx: ServiceContext, channelId: string, version: Version): void {
  if (!version.config) return;
  ctx.hooks.onLive?.(channelId, version.config, version.number);
  const screens = ctx.firstScreens;
  screens?.render(channelId, version.number, version.config).catch((error: unknown) => {
    // The message only: a store error carries the query's parameters, here whole pages of HTML.
    if (!screens.closed) console.error(`channel service: rendering ${channelId} v${version.number}: ${error instanceof Error ? error.message : String(error)}`);
  });
}
