// The schedule: a publisher schedules a version (optionally a campaign with an end). Dates lie in
// the future and at most two years ahead; a window that meets another pending or live one is
// refused, naming it. The worker (src/server/worker.ts) makes them go live.
import type { OperatorCtx, ServiceContext } from '../context';
import type { FastifyRequest } from 'fastify';
import { notFound, ok } from '../http';
import { recordAudit } from '../store/audit';
import { lockChannel } from '../store/channels';
import { newId } from '../store/ids';
import { getSchedule, insertSchedule, overlapping, publicSchedule, setScheduleStatus } from '../store/schedules';
import { getVersion } from '../store/versions';
import type { Handlers } from './types';

/** How far ahead a schedule may reach. */
export const MAX_AHEAD_MS = 2 * 366 * 86_400_000;

async function refuseBad(ctx: ServiceContext, op: OperatorCtx, request: FastifyRequest, message: string): Promise<never> {
  return ctx.refuse(op, 422, message, request, 'INVALID_SCHEDULE');
}

export const scheduleHandlers = {
  scheduleVersion: async (ctx, request) => {
    const op = await ctx.operator(request, 'publisher');
    const body = request.body;
    const now = ctx.clock.now();
    const startsAt = Date.parse(body.starts_at);
    const endsAt = body.ends_at === undefined ? null : Date.parse(body.ends_at);
    const entry = await ctx.change(op.channel.id, async (trx) => {
      if (!(await getVersion(trx, op.channel.id, body.version, false))) await refuseBad(ctx, op, request, `Unknown version ${body.version}`);
      if (body.then_version !== undefined && !(await getVersion(trx, op.channel.id, body.then_version, false))) await refuseBad(ctx, op, request, `Unknown version ${body.then_version} to go back to`);
      if (Number.isNaN(startsAt) || startsAt <= now) await refuseBad(ctx, op, request, 'The start must be a date-time in the future');
      if (startsAt > now + MAX_AHEAD_MS) await refuseBad(ctx, op, request, 'The start may be at most 2 years ahead');
      if (endsAt !== null && (Number.isNaN(endsAt) || endsAt <= startsAt)) await refuseBad(ctx, op, request, 'The end must come after the start');
      if (endsAt !== null && endsAt > now + MAX_AHEAD_MS) await refuseBad(ctx, op, request, 'The end may be at most 2 years ahead');
      const conflict = await overlapping(trx, op.channel.id, startsAt, endsAt);
      if (conflict) {
        const window = `${conflict.starts_at}${conflict.ends_at ? ` to ${conflict.ends_at}` : ''}`;
        await ctx.refuse(op, 409, `It overlaps schedule ${conflict.id} (version ${conflict.version}, ${window})`, request, 'SCHEDULE_CONFLICT', { conflict: publicSchedule(conflict) });
      }
      const saved = await insertSchedule(trx, ctx.clock, op.channel.id, { id: newId('s'), version: body.version, startsAt, endsAt, thenVersion: body.then_version ?? null, author: op.operator.email, baseVersion: (await lockChannel(trx, op.channel.id))!.current_version });
      await recordAudit(trx, ctx.clock, { channelId: op.channel.id, actor: op.operator.email, action: 'schedule', version: saved.version, detail: `${saved.id}: ${saved.starts_at}${saved.ends_at ? ` to ${saved.ends_at}` : ''}` });
      return saved;
    });
    return ok('scheduleVersion', publicSchedule(entry));
  },
  cancelSchedule: async (ctx, request) => {
    const op = await ctx.operator(request, 'publisher');
    const id = request.params.id;
    await ctx.change(op.channel.id, async (trx) => {
      const entry = await getSchedule(trx, op.channel.id, id);
      if (!entry || (entry.status !== 'pending' && entry.status !== 'live')) throw notFound();
      await setScheduleStatus(trx, entry.id, 'cancelled');
      await recordAudit(trx, ctx.clock, { channelId: op.channel.id, actor: op.operator.email, action: 'schedule-cancel', version: entry.version, detail: entry.id });
    });
    return ok('cancelSchedule', { success: true });
  },
} satisfies Handlers;
