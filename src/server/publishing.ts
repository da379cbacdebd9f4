// What a publish, the publish of a draft and a rollback check before a version goes live: the stale
// check (If-Match names the current version, 412 with the changes since) and the one verdict (422
// with the findings, in the channel's languages: src/channel/verdict.ts). The version itself:
// ./channel-versions.ts.
import type { FastifyRequest } from 'fastify';
import type { OperatorCtx, ServiceContext } from './context';
import { mergeThreeWay } from '@/lib/config-merge/three-way';
import { HttpError, header } from './http';
import { sinceWords, versionsSince } from './rebase';
import { assetHashes } from './store/assets';
import type { Channel } from './store/channels';
import { changesBetween, getVersion } from './store/versions';
import type { Config, Db } from './store/types';
import { channelFindings, verdictErrors } from '@/channel/verdict';
import { presetCheckInputs } from '@/presets/validate';

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
  const errors = verdictErrors(channelFindings(config, op.channel.languages, presetCheckInputs(await assetHashes(db, op.channel.id))));
  if (errors.length === 0) return;
  await ctx.refuse(op, 422, `The config is invalid: ${errors[0]?.pointer} ${errors[0]?.message}`, request, 'INVALID_CONFIG', { errors });
}
