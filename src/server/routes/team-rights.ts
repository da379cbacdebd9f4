// Who may change an operator's account. An account belongs to the owners of the channels it holds a
// role on, together: an owner of one of them manages the account's role there, but the account
// itself (its password, its sign-ins, its second factor, disabling it) only when they own every
// channel it holds. A team change is audited on the owner's channel and on every channel the
// account holds, so each of its owners reads it; so is a refusal.
import type { FastifyRequest } from 'fastify';
import type { OperatorCtx, ServiceContext } from '../context';
import { HttpError, notFound } from '../http';
import { recordAudit, recordAuditOn } from '../store/audit';
import { invitationOf, type Invitation } from '../store/invitations';
import { grantsOf, normalEmail } from '../store/operators';
import type { Db } from '../store/types';

/** A team call whose path names an operator by e-mail (its Params as the contract types them). */
type NamingOperator = FastifyRequest<{ Params: { email: string } }>;

/** The account a team call names: the channels it holds a role on, or its invitation to this channel. */
export type Subject = { email: string; channels: string[]; invitation: Invitation | null };

const channelsOf = async (db: Db, email: string) => (await grantsOf(db, email)).map((g) => g.channel_id);

/**
 * The operator the path names, a member of this channel or invited to it: 404 otherwise; 409 when it
 * is the signed-in owner themselves and `self` is refused.
 */
export async function subject(ctx: ServiceContext, op: OperatorCtx, request: NamingOperator, self: 'allowed' | 'refused'): Promise<Subject> {
  const email = normalEmail(request.params.email);
  const channels = await channelsOf(ctx.db, email);
  const invitation = channels.includes(op.channel.id) ? null : await invitationOf(ctx.db, ctx.clock, email, op.channel.id);
  if (!channels.includes(op.channel.id) && !invitation) throw notFound('No such operator on this channel');
  if (self === 'refused' && email === op.operator.email) await ctx.refuse(op, 409, 'You cannot do this to your own account', request, 'SELF');
  return { email, channels, invitation };
}

/** Refuses with an audit entry on this channel (the error handler's) and on each of `others`. */
async function refuseOnAll(ctx: ServiceContext, op: OperatorCtx, request: FastifyRequest, others: readonly string[], message: string, code: string, extra: Record<string, unknown> = {}): Promise<never> {
  const detail = `403 ${request.method} ${request.url.split('?')[0]}: ${message} (on ${op.channel.id})`.slice(0, 2000);
  await recordAuditOn(ctx.db, ctx.clock, others.filter((c) => c !== op.channel.id), { actor: op.operator.email, action: 'refusal', detail });
  return ctx.refuse(op, 403, message, request, code, extra);
}

/**
 * A change to the account itself (`what`: "resetting their password", ...): the signed-in owner must
 * own every channel the account holds (403 `NOT_ACCOUNT_OWNER` naming the others), and the account
 * must have accepted this channel's invitation (403 `INVITATION_PENDING`). Their own account is theirs.
 */
export async function requireAccountOwner(ctx: ServiceContext, op: OperatorCtx, request: FastifyRequest, who: Subject, what: string): Promise<void> {
  if (who.email === op.operator.email) return;
  if (who.invitation) {
    return refuseOnAll(ctx, op, request, who.channels, `${who.email} has not accepted the invitation to ${op.channel.id} yet: ${what} is up to the owners of the channels they work on`, 'INVITATION_PENDING');
  }
  const owned = new Set((await grantsOf(ctx.db, op.operator.email)).filter((g) => g.role === 'owner').map((g) => g.channel_id));
  const others = who.channels.filter((c) => !owned.has(c));
  if (others.length === 0) return;
  const list = others.join(', ');
  return refuseOnAll(ctx, op, request, who.channels, `${who.email} also works on ${list}, where you are not an owner: ${what} needs an owner of every channel they work on (ask the owners of ${list})`, 'NOT_ACCOUNT_OWNER', { channels: others });
}

/**
 * Runs a team change in one transaction (holding this channel's row lock) with its audit entries:
 * on this channel as `detail`, and on every other channel `email` held before or holds after it.
 */
export function audited(ctx: ServiceContext, op: OperatorCtx, email: string | null, detail: string, change: (trx: Db) => Promise<void>): Promise<void> {
  return ctx.change(op.channel.id, async (trx) => {
    const before = email ? await channelsOf(trx, email) : [];
    await change(trx);
    const after = email ? await channelsOf(trx, email) : [];
    await recordAudit(trx, ctx.clock, { channelId: op.channel.id, actor: op.operator.email, action: 'team', detail });
    const others = [...new Set([...before, ...after])].filter((c) => c !== op.channel.id);
    await recordAuditOn(trx, ctx.clock, others, { actor: op.operator.email, action: 'team', detail: `${detail} (on ${op.channel.id})` });
  });
}

/**
 * The owner acting and the account a change of the whole account is about (its password, its
 * sign-ins, its second factor, disabling it): refused unless the owner owns every channel it holds.
 */
export async function accountChange(ctx: ServiceContext, request: NamingOperator, self: 'allowed' | 'refused', what: string): Promise<{ op: OperatorCtx; who: Subject }> {
  const op = await ctx.operator(request, 'owner');
  const who = await subject(ctx, op, request, self);
  await requireAccountOwner(ctx, op, request, who, what);
  return { op, who };
}

/** Thrown inside the change's transaction when the rights checked before it are gone: rolled back, then judged again. */
class RightsChanged extends Error {}

/** Whether `op` still owns this channel and every channel `email` holds, read under row locks in `trx`. */
async function stillAccountOwner(trx: Db, op: OperatorCtx, email: string): Promise<boolean> {
  // The account's row (FOR UPDATE) holds off a new grant of it (the grants' foreign key takes a share
  // lock on it); both accounts' grant rows (FOR UPDATE) hold off a role changed or removed meanwhile.
  await trx.selectFrom('operators').select('email').where('email', '=', email).forUpdate().execute();
  const rows = await trx.selectFrom('grants').select(['operator_email', 'channel_id', 'role']).where('operator_email', 'in', [op.operator.email, email]).orderBy('operator_email').orderBy('channel_id').forUpdate().execute();
  const owned = new Set(rows.filter((r) => r.operator_email === op.operator.email && r.role === 'owner').map((r) => r.channel_id));
  if (!owned.has(op.channel.id)) return false;
  if (email === op.operator.email) return true;
  const held = rows.filter((r) => r.operator_email === email).map((r) => r.channel_id);
  return held.includes(op.channel.id) && held.every((c) => owned.has(c));
}

/**
 * A change of the whole account (accountChange checked it) run as `audited` runs a team change, the
 * rights checked again inside its transaction under row locks: a role of the owner removed (or one
 * of the account granted) between the first check and the write refuses the change, as the first
 * check would have (403), or 409 `TEAM_CHANGED` when the rights came back meanwhile.
 */
export async function accountAudited(ctx: ServiceContext, request: NamingOperator, op: OperatorCtx, who: Subject, what: string, detail: string, change: (trx: Db) => Promise<void>): Promise<void> {
  try {
    await audited(ctx, op, who.email, detail, async (trx) => {
      if (!(await stillAccountOwner(trx, op, who.email))) throw new RightsChanged();
      await change(trx);
    });
  } catch (error) {
    if (!(error instanceof RightsChanged)) throw error;
    const owner = await ctx.operator(request, 'owner');
    await requireAccountOwner(ctx, owner, request, await subject(ctx, owner, request, 'allowed'), what);
    throw new HttpError(409, `The team of ${who.email} changed while ${what}: nothing was changed, try again`, 'TEAM_CHANGED');
  }
}
