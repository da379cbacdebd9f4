// A channel's team (owners only), an operator's own password and TOTP enrolment. Every change and
// its audit entry (action `team`, on the channel) are one transaction; no entry holds a password.
import { createHash, randomInt } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { hashPassword, verifyPassword } from '../auth/password-hash';
import { newTotpSecret, totpEnrolment, totpStep } from '../auth/totp';
import type { OperatorCtx, ServiceContext } from '../context';
import { HttpError, notFound, ok, str } from '../http';
import { recordAudit } from '../store/audit';
import { endSessionsOf, getOperator, grant, grantsOf, normalEmail, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, upsertOperator } from '../store/operators';
import { memberOf, revoke, securityOf, secondFactorRequired, setOperatorFields, setSecondFactorRequired, teamOf, claimTotpStep } from '../store/team';
import type { Db, Role } from '../store/types';
import { signInThrottle, throttledError, weakPasswordError } from './sign-in-guard';
import type { Handlers } from './types';

const team = async (ctx: ServiceContext, channelId: string) => ({
  members: await teamOf(ctx.db, ctx.clock, channelId, SESSION_IDLE_MS, SESSION_ABSOLUTE_MS),
  publishers_need_second_factor: await secondFactorRequired(ctx.db, channelId),
});
const member = async (ctx: ServiceContext, channelId: string, email: string) => (await memberOf(ctx.db, ctx.clock, channelId, email, SESSION_IDLE_MS, SESSION_ABSOLUTE_MS))!;

/** The team member the path names (on this channel): 404 otherwise, 409 when it is the owner themselves and `self` is refused. */
async function subject(ctx: ServiceContext, op: OperatorCtx, request: FastifyRequest, self: 'allowed' | 'refused'): Promise<string> {
  const email = normalEmail((request.params as { email: string }).email);
  const held = (await grantsOf(ctx.db, email)).some((g) => g.channel_id === op.channel.id);
  if (!held) throw notFound('No such operator on this channel');
  if (self === 'refused' && email === op.operator.email) await ctx.refuse(op, 409, 'You cannot do this to your own account', request, 'SELF');
  return email;
}

const audited = (ctx: ServiceContext, op: OperatorCtx, detail: string, change: (trx: Db) => Promise<void>) =>
  ctx.change(op.channel.id, async (trx) => {
    await change(trx);
    await recordAudit(trx, ctx.clock, { channelId: op.channel.id, actor: op.operator.email, action: 'team', detail });
  });

/** A one-time password an owner passes on: 20 characters without look-alikes, in groups of five. */
export function generatedPassword(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyzACDEFGHJKLMNPQRSTUVWXYZ23456789';
  return Array.from({ length: 20 }, () => alphabet[randomInt(alphabet.length)]).join('').replace(/(.{5})(?!$)/g, '$1-');
}

export const teamHandlers: Handlers = {
  listTeam: async (ctx, request, reply) => {
    const op = await ctx.operator(request, 'owner');
    return ok(reply, 'listTeam', await team(ctx, op.channel.id));
  },
  addOperator: async (ctx, request, reply) => {
    const op = await ctx.operator(request, 'owner');
    const body = request.body as { email: string; name: string; role: Role; password?: string };
    const email = normalEmail(body.email);
    const name = str(body.name);
    if (!/^[^\s@]{1,64}@[^\s@]{1,189}\.[^\s@]{2,}$/.test(email) || !name) throw new HttpError(400, 'An operator needs an e-mail, a name and a role', 'INVALID_OPERATOR');
    const existing = await getOperator(ctx.db, email);
    if (existing && (await grantsOf(ctx.db, email)).some((g) => g.channel_id === op.channel.id)) await ctx.refuse(op, 409, 'This operator is on the team already', request, 'ALREADY_MEMBER');
    const oneTime = existing || body.password !== undefined ? undefined : generatedPassword();
    let passwordHash: string | null = null;
    if (!existing) {
      const password = body.password ?? oneTime!;
      const weak = weakPasswordError(password, { email, name });
      if (weak) throw weak;
      passwordHash = await hashPassword(password);
    }
    await audited(ctx, op, `added ${email} as ${body.role}`, async (trx) => {
      if (passwordHash) {
        await upsertOperator(trx, ctx.clock, { email, name, passwordHash });
        await setOperatorFields(trx, email, { one_time_password: true });
      }
      await grant(trx, email, op.channel.id, body.role);
    });
    return ok(reply, 'addOperator', { member: await member(ctx, op.channel.id, email), ...(oneTime ? { one_time_password: oneTime } : {}) });
  },
  setTeamSettings: async (ctx, request, reply) => {
    const op = await ctx.operator(request, 'owner');
    const required = (request.body as { publishers_need_second_factor: boolean }).publishers_need_second_factor;
    if (required && !(await securityOf(ctx.db, op.operator.email))?.totp_secret) await ctx.refuse(op, 409, 'Enrol your own authenticator first', request, 'TOTP_ENROL_REQUIRED');
    await audited(ctx, op, `publishers need a second factor: ${required ? 'yes' : 'no'}`, (trx) => setSecondFactorRequired(trx, op.channel.id, required));
    return ok(reply, 'setTeamSettings', await team(ctx, op.channel.id));
  },
  grantRole: async (ctx, request, reply) => {
    const op = await ctx.operator(request, 'owner');
    const role = (request.body as { role: Role }).role;
    const email = await subject(ctx, op, request, role === 'owner' ? 'allowed' : 'refused');
    await audited(ctx, op, `${email} is now ${role}`, (trx) => grant(trx, email, op.channel.id, role));
    return ok(reply, 'grantRole', await member(ctx, op.channel.id, email));
  },
  revokeRole: async (ctx, request, reply) => {
    const op = await ctx.operator(request, 'owner');
    const email = await subject(ctx, op, request, 'refused');
    await audited(ctx, op, `revoked the role of ${email}`, async (trx) => {
      await revoke(trx, email, op.channel.id);
      if ((await grantsOf(trx, email)).length === 0) await endSessionsOf(trx, ctx.clock, email);
    });
    return ok(reply, 'revokeRole', { success: true });
  },
  disableOperator: async (ctx, request, reply) => {
    const op = await ctx.operator(request, 'owner');
    const email = await subject(ctx, op, request, 'refused');
    await audited(ctx, op, `disabled ${email} and ended their sign-ins`, async (trx) => {
      await setOperatorFields(trx, email, { disabled: true });
      await endSessionsOf(trx, ctx.clock, email);
    });
    return ok(reply, 'disableOperator', await member(ctx, op.channel.id, email));
  },
  endOperatorSessions: async (ctx, request, reply) => {
    const op = await ctx.operator(request, 'owner');
    const email = await subject(ctx, op, request, 'allowed');
    const before = (await member(ctx, op.channel.id, email)).sessions;
    await audited(ctx, op, `ended the sign-ins of ${email}`, (trx) => endSessionsOf(trx, ctx.clock, email));
    return ok(reply, 'endOperatorSessions', { ended: before });
  },
  resetOperatorPassword: async (ctx, request, reply) => {
    const op = await ctx.operator(request, 'owner');
    const email = await subject(ctx, op, request, 'refused');
    const target = (await securityOf(ctx.db, email))!;
    const password = (request.body as { password: string }).password;
    const weak = weakPasswordError(password, target);
    if (weak) throw weak;
    const passwordHash = await hashPassword(password);
    await audited(ctx, op, `set a one-time password for ${email}`, async (trx) => {
      await setOperatorFields(trx, email, { password_hash: passwordHash, one_time_password: true });
      await endSessionsOf(trx, ctx.clock, email);
    });
    return ok(reply, 'resetOperatorPassword', await member(ctx, op.channel.id, email));
  },
  changeOwnPassword: async (ctx, request, reply) => {
    const op = await ctx.operator(request, null);
    const body = request.body as { current_password: string; new_password: string };
    const throttle = signInThrottle(ctx);
    const decision = await throttle.check(op.operator.email, request.ip);
    if (!decision.allowed) throw throttledError(decision.retryAfterSeconds);
    const own = (await securityOf(ctx.db, op.operator.email))!;
    if (!(await verifyPassword(own.password_hash, body.current_password))) {
      await throttle.fail(op.operator.email, request.ip);
      throw new HttpError(401, 'Your current password is wrong', 'WRONG_PASSWORD');
    }
    const weak = weakPasswordError(body.new_password, own);
    if (weak) throw weak;
    const passwordHash = await hashPassword(body.new_password);
    await audited(ctx, op, `${op.operator.email} changed their password`, async (trx) => {
      await setOperatorFields(trx, op.operator.email, { password_hash: passwordHash, one_time_password: false });
      await trx.updateTable('sessions').set({ ended_at: new Date(ctx.clock.now()).toISOString() }).where('operator_email', '=', op.operator.email).where('ended_at', 'is', null).where('token_hash', '!=', createHash('sha256').update(op.token).digest('hex')).execute();
    });
    return ok(reply, 'changeOwnPassword', { success: true });
  },
  startTotpEnrolment: async (ctx, request, reply) => {
    const op = await ctx.operator(request, null);
    const secret = newTotpSecret();
    await setOperatorFields(ctx.db, op.operator.email, { totp_pending: secret });
    return ok(reply, 'startTotpEnrolment', { secret, ...(await totpEnrolment(secret, op.operator.email, `Loyalty studio ${op.channel.id}`)) });
  },
  confirmTotpEnrolment: async (ctx, request, reply) => {
    const op = await ctx.operator(request, null);
    const pending = (await securityOf(ctx.db, op.operator.email))?.totp_pending;
    const step = pending ? totpStep(pending, (request.body as { code: string }).code, ctx.clock.now()) : null;
    if (!pending || step === null || !(await claimTotpStep(ctx.db, op.operator.email, step))) {
      throw new HttpError(422, 'The code does not match: enter the current code of the app you enrolled', 'TOTP_INVALID');
    }
    await audited(ctx, op, `${op.operator.email} enrolled an authenticator`, (trx) => setOperatorFields(trx, op.operator.email, { totp_secret: pending, totp_pending: null }));
    return ok(reply, 'confirmTotpEnrolment', { success: true });
  },
};
