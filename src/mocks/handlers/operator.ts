// Operator calls of the studio (x-assumed in openapi/wl-v1.yaml): sign-in, drafts and proposals,
// review (publish or reject), versions and rollback, the schedule and the audit trail. Every one
// but sign-in goes through `operatorCall` (token and role on the channel).
import { http } from 'msw';
import { demoStore } from '../store/demo-store';
import { etagOf, operatorDesk, timeZoneOf, type Config, type DraftRecord, type OperatorDesk } from '../store/operator-store';
import { api, bearer, body, fail, notFound, ok, param, str } from './http';
import { invalidRefusal, operatorCall, staleRefusal, type OperatorCtx } from './operator-http';

const publicDraft = ({ config: _config, ...draft }: DraftRecord) => draft;
const othersEditing = (desk: OperatorDesk, channelId: string, author: string) =>
  desk
    .desk(channelId)
    .drafts.filter((d) => d.author !== author)
    .map((d) => d.author);

function draftOf(ctx: OperatorCtx): DraftRecord | null {
  return ctx.desk.desk(ctx.channelId).drafts.find((d) => d.id === param(ctx.params, 'id')) ?? null;
}

function publishVersion(ctx: OperatorCtx, kind: 'publish' | 'rollback', message: string, config: Config) {
  const version = ctx.desk.addVersion(ctx.channelId, ctx.operator.email, kind, message, config);
  ctx.desk.record(ctx.channelId, ctx.operator.email, kind, { version: version.number, detail: message });
  return version;
}

const withEtag = (response: Response, version: number) => {
  response.headers.set('ETag', etagOf(version));
  return response;
};

export const operatorHandlers = [
  // Due schedules go live before any call is answered (demo time).
  http.all('*/wl/v1/*', () => {
    operatorDesk(demoStore()).applyDue();
    return undefined;
  }),
  http.post(
    api('platform/operator/logout'),
    operatorCall(null, (ctx) => {
      ctx.desk.tokens.delete(bearer(ctx.request) ?? '');
      ctx.desk.record(ctx.channelId, ctx.operator.email, 'sign-out');
      return ok('operatorLogout', { success: true });
    }),
  ),
  http.get(
    api('platform/operator/channel'),
    operatorCall(null, (ctx) => {
      const desk = ctx.desk.desk(ctx.channelId);
      const { config: _config, ...version } = ctx.desk.current(ctx.channelId);
      const drafts = desk.drafts.map((d) => ({ ...publicDraft(d), others_editing: othersEditing(ctx.desk, ctx.channelId, d.author) }));
      const schedule = desk.schedule.map(({ replaced_by: _r, ...entry }) => entry);
      return withEtag(ok('getChannelStatus', { channel_id: ctx.channelId, time_zone: timeZoneOf(ctx.channelId), version, drafts, schedule }), version.number);
    }),
  ),
  http.put(
    api('platform/operator/draft'),
    operatorCall(null, async (ctx) => {
      const p = await body(ctx.request);
      const config = p.config as Config | undefined;
      if (!config || typeof config.sections !== 'object') return fail(400, 'config with sections is required', { code: 'INVALID_DRAFT' });
      const drafts = ctx.desk.desk(ctx.channelId).drafts;
      const base = typeof p.base_version === 'number' ? p.base_version : ctx.desk.current(ctx.channelId).number;
      let draft = drafts.find((d) => d.author === ctx.operator.email);
      if (!draft) {
        draft = { id: ctx.desk.nextId('d'), author: ctx.operator.email, updated_at: '', base_version: base, status: 'draft', config };
        drafts.push(draft);
      }
      // A change to a proposal withdraws it: the publisher reviews what was proposed, nothing else.
      Object.assign(draft, { config: structuredClone(config), updated_at: ctx.store.nowIso(), base_version: base, status: 'draft' });
      return ok('saveDraft', { ...publicDraft(draft), others_editing: othersEditing(ctx.desk, ctx.channelId, ctx.operator.email) });
    }),
  ),
  http.get(
    api('platform/operator/drafts/:id'),
    operatorCall(null, (ctx) => {
      const draft = draftOf(ctx);
      return draft ? ok('getDraft', { ...draft, others_editing: othersEditing(ctx.desk, ctx.channelId, draft.author) }) : notFound();
    }),
  ),
  http.post(
    api('platform/operator/drafts/:id/propose'),
    operatorCall(null, async (ctx) => {
      const draft = draftOf(ctx);
      if (!draft) return notFound();
      if (draft.author !== ctx.operator.email) return fail(403, 'Only its author proposes a draft', { code: 'FORBIDDEN' });
      const refused = invalidRefusal(draft.config);
      if (refused) return refused;
      const message = str((await body(ctx.request)).message);
      Object.assign(draft, { status: 'proposed', message, updated_at: ctx.store.nowIso() });
      delete draft.comment;
      ctx.desk.record(ctx.channelId, ctx.operator.email, 'proposal', { draft: draft.id, detail: message });
      return ok('proposeDraft', publicDraft(draft));
    }),
  ),
  http.post(
    api('platform/operator/drafts/:id/reject'),
    operatorCall('publisher', async (ctx) => {
      const draft = draftOf(ctx);
      if (!draft || draft.status !== 'proposed') return notFound();
      const comment = str((await body(ctx.request)).message);
      if (!comment) return fail(400, 'A rejection needs a comment for its author', { code: 'COMMENT_REQUIRED' });
      Object.assign(draft, { status: 'draft', comment, updated_at: ctx.store.nowIso() });
      ctx.desk.record(ctx.channelId, ctx.operator.email, 'rejection', { draft: draft.id, detail: comment });
      return ok('rejectDraft', publicDraft(draft));
    }),
  ),
  http.post(
    api('platform/operator/drafts/:id/publish'),
    operatorCall('publisher', async (ctx) => {
      const draft = draftOf(ctx);
      if (!draft || draft.status !== 'proposed') return notFound();
      const refused = staleRefusal(ctx) ?? invalidRefusal(draft.config);
      if (refused) return refused;
      const message = str((await body(ctx.request)).message) || draft.message || '';
      const version = publishVersion(ctx, 'publish', `${message} (proposed by ${draft.author})`, draft.config);
      const drafts = ctx.desk.desk(ctx.channelId).drafts;
      drafts.splice(drafts.indexOf(draft), 1);
      return withEtag(ok('publishDraft', version), version.number);
    }),
  ),
  http.get(
    api('platform/operator/versions'),
    operatorCall(null, (ctx) =>
      ok('listVersions', { versions: ctx.desk.desk(ctx.channelId).versions.map(({ config: _config, ...v }) => v).reverse() }),
    ),
  ),
  http.get(
    api('platform/operator/versions/:number'),
    operatorCall(null, (ctx) => {
      const version = ctx.desk.desk(ctx.channelId).versions.find((v) => String(v.number) === param(ctx.params, 'number'));
      return version ? ok('getVersion', version) : notFound();
    }),
  ),
  http.post(
    api('platform/operator/versions/:number/rollback'),
    operatorCall('publisher', async (ctx) => {
      const target = ctx.desk.desk(ctx.channelId).versions.find((v) => String(v.number) === param(ctx.params, 'number'));
      if (!target) return notFound();
      const refused = staleRefusal(ctx);
      if (refused) return refused;
      const message = str((await body(ctx.request)).message);
      const version = publishVersion(ctx, 'rollback', `Rollback to version ${target.number}${message ? `: ${message}` : ''}`, target.config);
      return withEtag(ok('rollbackToVersion', version), version.number);
    }),
  ),
  http.post(
    api('platform/operator/schedule'),
    operatorCall('publisher', async (ctx) => {
      const p = await body(ctx.request);
      const versions = ctx.desk.desk(ctx.channelId).versions;
      const known = (n: unknown) => typeof n === 'number' && versions.some((v) => v.number === n);
      const startsAt = Date.parse(str(p.starts_at));
      const endsAt = p.ends_at === undefined ? null : Date.parse(str(p.ends_at));
      if (!known(p.version)) return fail(400, 'Unknown version', { code: 'INVALID_SCHEDULE' });
      if (p.then_version !== undefined && !known(p.then_version)) return fail(400, 'Unknown version to go back to', { code: 'INVALID_SCHEDULE' });
      if (Number.isNaN(startsAt) || startsAt <= ctx.store.now()) return fail(400, 'The start must be a date-time in the future', { code: 'INVALID_SCHEDULE' });
      if (endsAt !== null && (Number.isNaN(endsAt) || endsAt <= startsAt)) return fail(400, 'The end must come after the start', { code: 'INVALID_SCHEDULE' });
      const entry = {
        id: ctx.desk.nextId('s'),
        version: p.version as number,
        starts_at: new Date(startsAt).toISOString(),
        ...(endsAt !== null ? { ends_at: new Date(endsAt).toISOString() } : {}),
        ...(typeof p.then_version === 'number' ? { then_version: p.then_version } : {}),
        author: ctx.operator.email,
        status: 'pending' as const,
        replaced_by: ctx.desk.current(ctx.channelId).number,
      };
      ctx.desk.desk(ctx.channelId).schedule.push(entry);
      ctx.desk.record(ctx.channelId, ctx.operator.email, 'schedule', { version: entry.version, detail: `${entry.starts_at}${entry.ends_at ? ` to ${entry.ends_at}` : ''}` });
      const { replaced_by: _r, ...scheduled } = entry;
      return ok('scheduleVersion', scheduled);
    }),
  ),
  http.delete(
    api('platform/operator/schedule/:id'),
    operatorCall('publisher', (ctx) => {
      const entry = ctx.desk.desk(ctx.channelId).schedule.find((s) => s.id === param(ctx.params, 'id'));
      if (!entry || (entry.status !== 'pending' && entry.status !== 'live')) return notFound();
      entry.status = 'cancelled';
      ctx.desk.record(ctx.channelId, ctx.operator.email, 'schedule-cancel', { version: entry.version, detail: entry.id });
      return ok('cancelSchedule', { success: true });
    }),
  ),
  http.get(
    api('platform/operator/audit'),
    operatorCall(null, (ctx) => ok('listAudit', { entries: ctx.desk.desk(ctx.channelId).audit })),
  ),
];
