// An invited operator answers: the invitations waiting for them (also in the sign-in answer),
// accepting one (its role is granted) or declining it. A sign-in is needed, no role: the channel is
// the one the path names. Audited on that channel, and an acceptance on every channel they hold.
import type { ServiceContext } from '../context';
import { HttpError, notFound, ok } from '../http';
import { recordAudit, recordAuditOn } from '../store/audit';
import { INVITATION_DAYS, invitationOf, invitationsOf, takeInvitation } from '../store/invitations';
import { grant, grantsOf, type OperatorRecord } from '../store/operators';
import type { Handlers, ServiceRequest } from './types';

const account = async (ctx: ServiceContext, operator: OperatorRecord) => ({
  operator: { email: operator.email, name: operator.name, channels: await grantsOf(ctx.db, operator.email) },
  invitations: await invitationsOf(ctx.db, ctx.clock, operator.email),
});

async function answer(ctx: ServiceContext, request: ServiceRequest<'acceptInvitation' | 'declineInvitation'>, accept: boolean) {
  const { operator } = await ctx.signedIn(request);
  const channelId = request.params.channel;
  await ctx.db.transaction().execute(async (trx) => {
    // An expired invitation stays (its owners see it as expired) until they invite again or withdraw it.
    const waiting = accept ? await invitationOf(trx, ctx.clock, operator.email, channelId) : null;
    if (waiting?.expired) {
      const on = new Date(waiting.expires_at).toUTCString();
      throw new HttpError(410, `The invitation to ${waiting.channel_name} expired on ${on} (an invitation can be accepted for ${INVITATION_DAYS} days): ask ${waiting.invited_by} or another owner of ${waiting.channel_name} to invite you again`, 'INVITATION_EXPIRED', { expires_at: waiting.expires_at });
    }
    const role = await takeInvitation(trx, operator.email, channelId);
    if (!role) throw notFound('No invitation to this channel waits for your answer: it was withdrawn or answered');
    const entry = { actor: operator.email, action: 'team' as const };
    if (!accept) return recordAudit(trx, ctx.clock, { ...entry, channelId, detail: `${operator.email} declined the invitation as ${role}` });
    const others = (await grantsOf(trx, operator.email)).map((g) => g.channel_id).filter((c) => c !== channelId);
    await grant(trx, operator.email, channelId, role);
    await recordAudit(trx, ctx.clock, { ...entry, channelId, detail: `${operator.email} accepted the invitation as ${role}` });
    await recordAuditOn(trx, ctx.clock, others, { ...entry, detail: `${operator.email} accepted the invitation as ${role} (on ${channelId})` });
  });
  return account(ctx, operator);
}

export const invitationHandlers = {
  listInvitations: async (ctx, request) => ok('listInvitations', await account(ctx, (await ctx.signedIn(request)).operator)),
  acceptInvitation: async (ctx, request) => ok('acceptInvitation', await answer(ctx, request, true)),
  declineInvitation: async (ctx, request) => ok('declineInvitation', await answer(ctx, request, false)),
} satisfies Handlers;
