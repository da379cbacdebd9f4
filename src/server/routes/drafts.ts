// The channel's status, drafts and proposals, and the review: an editor saves and proposes; a
// publisher publishes exactly the revision Review showed (409 otherwise, 428 without it) or rejects
// it with a comment; an author never publishes their own proposal. A draft made from a version that
// is no longer live is merged with the versions since on save, propose and publish (409
// BASE_CHANGED when a value conflicts: src/server/rebase.ts).
import type { OperatorCtx, ServiceContext } from '../context';
import { draftInputFindings } from '@/presets/publish-check';
import { HttpError, limitError, notFound, ok, str } from '../http';
import { announce, goLive } from '../channel-versions';
import { checkFresh, checkValid, etagOf } from '../publishing';
import { recordAudit } from '../store/audit';
import { rebase } from '../rebase';
import { lockChannel } from '../store/channels';
import { deleteDraft, getDraft, listDrafts, proposeDraft, rebaseDraft, rejectDraft, saveDraft, type DraftRecord } from '../store/drafts';
import { listSchedules, publicSchedule } from '../store/schedules';
import { securityOf, secondFactorRequired } from '../store/team';
import { currentVersion } from '../store/versions';
import type { Handlers } from './types';

const publicDraft = ({ config: _config, ...draft }: DraftRecord) => draft;

async function othersEditing(ctx: ServiceContext, channelId: string, author: string): Promise<string[]> {
  return (await listDrafts(ctx.db, channelId)).filter((d) => d.author !== author).map((d) => d.author);
}

async function draftOf(ctx: ServiceContext, op: OperatorCtx, id: string, forUpdate = false, db = ctx.db) {
  const draft = await getDraft(db, op.channel.id, id, forUpdate);
  if (!draft) throw notFound();
  return draft;
}

export const draftHandlers = {
  getChannelStatus: async (ctx, request, reply) => {
    const op = await ctx.operator(request, null);
    const { config: _config, ...version } = (await currentVersion(ctx.db, op.channel.id))!;
    const drafts = await listDrafts(ctx.db, op.channel.id);
    const schedule = (await listSchedules(ctx.db, op.channel.id)).map(publicSchedule);
    reply.header('ETag', etagOf(version.number));
    return ok('getChannelStatus', {
      channel_id: op.channel.id,
      time_zone: op.channel.time_zone,
      version,
      role: op.role,
      enrol_second_factor: op.role !== 'editor' && (await secondFactorRequired(ctx.db, op.channel.id)) && !(await securityOf(ctx.db, op.operator.email))?.totp_secret,
      drafts: drafts.map((d) => ({ ...publicDraft(d), others_editing: drafts.filter((o) => o.author !== d.author).map((o) => o.author) })),
      schedule,
    });
  },
  saveDraft: async (ctx, request) => {
    const op = await ctx.operator(request, null);
    const body = request.body;
    const refused = draftInputFindings(body.config);
    if (refused.length > 0) throw limitError(422, 'INPUT_LIMIT', refused);
    const draft = await ctx.change(op.channel.id, async (trx) => {
      const channel = (await lockChannel(trx, op.channel.id))!;
      const { config, merged } = await rebase(ctx, op, request, trx, channel, body.base_version, body.config, 'draft');
      const saved = await saveDraft(trx, ctx.clock, op.channel.id, op.operator.email, config, channel.current_version);
      const mergedNote = merged.length > 0 ? ` (brought up to date with version ${merged.join(', ')})` : '';
      await recordAudit(trx, ctx.clock, { channelId: op.channel.id, actor: op.operator.email, action: 'draft', draft: saved.id, detail: `revision ${saved.revision}${mergedNote}` });
      return { ...saved, ...(merged.length > 0 ? { merged_versions: merged } : {}) };
    });
    return ok('saveDraft', { ...publicDraft(draft), others_editing: await othersEditing(ctx, op.channel.id, op.operator.email) });
  },
  getDraft: async (ctx, request) => {
    const op = await ctx.operator(request, null);
    const draft = await draftOf(ctx, op, request.params.id);
    return ok('getDraft', { ...draft, others_editing: await othersEditing(ctx, op.channel.id, draft.author) });
  },
  proposeDraft: async (ctx, request) => {
    const op = await ctx.operator(request, null);
    const message = str(request.body?.message);
    const draft = await ctx.change(op.channel.id, async (trx) => {
      const channel = (await lockChannel(trx, op.channel.id))!;
      let held = await draftOf(ctx, op, request.params.id, true, trx);
      if (held.author !== op.operator.email) await ctx.refuse(op, 403, 'Only its author proposes a draft', request, 'NOT_AUTHOR');
      const { config, merged } = await rebase(ctx, op, request, trx, channel, held.base_version, held.config, 'draft');
      // Brought up to date: a new revision, made from the live version, is what is proposed and reviewed.
      if (merged.length > 0) held = await rebaseDraft(trx, ctx.clock, held, config, channel.current_version);
      await checkValid(ctx, op, request, held.config, trx);
      const proposed = await proposeDraft(trx, ctx.clock, held, message);
      await recordAudit(trx, ctx.clock, { channelId: op.channel.id, actor: op.operator.email, action: 'proposal', draft: held.id, detail: `revision ${held.revision}: ${message}`.slice(0, 2000) });
      return { ...proposed, ...(merged.length > 0 ? { merged_versions: merged } : {}) };
    });
    return ok('proposeDraft', publicDraft(draft));
  },
  rejectDraft: async (ctx, request) => {
    const op = await ctx.operator(request, 'publisher');
    const comment = str(request.body?.message);
    if (!comment) throw new HttpError(400, 'A rejection needs a comment for its author', 'COMMENT_REQUIRED');
    const draft = await ctx.change(op.channel.id, async (trx) => {
      const held = await draftOf(ctx, op, request.params.id, true, trx);
      if (held.status !== 'proposed') throw notFound();
      const rejected = await rejectDraft(trx, ctx.clock, held, comment);
      await recordAudit(trx, ctx.clock, { channelId: op.channel.id, actor: op.operator.email, action: 'rejection', draft: held.id, detail: comment });
      return rejected;
    });
    return ok('rejectDraft', publicDraft(draft));
  },
  publishDraft: async (ctx, request, reply) => {
    const op = await ctx.operator(request, 'publisher');
    const body = request.body ?? {};
    const version = await ctx.db.transaction().execute(async (trx) => {
      const channel = (await lockChannel(trx, op.channel.id))!;
      const draft = await draftOf(ctx, op, request.params.id, true, trx);
      if (draft.status !== 'proposed') throw notFound();
      if (body.revision === undefined) throw new HttpError(428, 'revision is required: name the draft revision you reviewed', 'REVISION_REQUIRED');
      if (draft.author === op.operator.email) await ctx.refuse(op, 403, 'An author never publishes their own proposal: another publisher reviews it', request, 'OWN_PROPOSAL');
      if (body.revision !== draft.revision || draft.proposed_revision !== draft.revision) {
        await ctx.refuse(op, 409, `The draft is at revision ${draft.revision}, not the revision ${body.revision} you reviewed: review it again`, request, 'REVISION_CHANGED', { revision: draft.revision });
      }
      await checkFresh(ctx, op, request, trx, channel);
      // The proposal's changes on the live version: merged with what went live since it was made.
      const { config, merged } = await rebase(ctx, op, request, trx, channel, draft.base_version, draft.config, 'proposal');
      await checkValid(ctx, op, request, config, trx);
      const message = str(body.message) || draft.message || '';
      const mergedNote = merged.length > 0 ? `, merged with version ${merged.join(', ')}` : '';
      const live = await goLive(
        ctx,
        trx,
        channel.id,
        { author: op.operator.email, editor: draft.author, kind: 'publish', message: `${message} (proposed by ${draft.author}${mergedNote})`, config },
        { action: 'publish', actor: op.operator.email, draft: draft.id, detail: `revision ${draft.revision} by ${draft.author}${mergedNote}: ${message}`.slice(0, 2000) },
      );
      await deleteDraft(trx, draft.id);
      return live;
    });
    announce(ctx, op.channel.id, version);
    reply.header('ETag', etagOf(version.number));
    return ok('publishDraft', version);
  },
} satisfies Handlers;
