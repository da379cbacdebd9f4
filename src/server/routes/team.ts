// A channel's team (owners only): new accounts, invitations of existing ones, roles, and the
// account changes that need an owner of every channel the account holds (team-rights.ts). Every
// change and its audit entries (action `team`) are one transaction; no entry holds a password.
// An operator's own password and second factor: own-account.ts; answering an invitation: invitations.ts.
import { randomInt } from 'node:crypto';
import { hashPassword } from '../auth/password-hash';
import type { ServiceContext } from '../context';
import { HttpError, ok, str } from '../http';
import { invitationOf, invitationsOn, invite, takeInvitation } from '../store/invitations';
import { endSessionsOf, getOperator, grant, grantsOf, normalEmail, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, upsertOperator } from '../store/operators';
import { memberOf, revoke, securityOf, secondFactorRequired, setOperatorFields, setSecondFactorRequired, teamOf } from '../store/team';
import { weakPasswordError } from './sign-in-guard';
import { accountAudited, accountChange, audited, subject } from './team-rights';
import type { Handlers } from './types';
import { ownAccountHandlers } from './own-account';

const team = async (ctx: ServiceContext, channelId: string) => ({
  members: await teamOf(ctx.db, ctx.clock, channelId, SESSION_IDLE_MS, SESSION_ABSOLUTE_MS),
  invitations: await invitationsOn(ctx.db, ctx.clock, channelId),
  publishers_need_second_factor: await secondFactorRequired(ctx.db, channelId),
});
const member = async (ctx: ServiceContext, channelId: string, email: string) => (await memberOf(ctx.db, ctx.clock, channelId, email, SESSION_IDLE_MS, SESSION_ABSOLUTE_MS))!;

/** A one-time password an owner passes on: 20 characters without look-alikes, in groups of five. */
export function generatedPassword(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyzACDEFGHJKLMNPQRSTUVWXYZ23456789';
  return Array.from({ length: 20 }, () => alphabet[randomInt(alphabet.length)]).join('').replace(/(.{5})(?!$)/g, '$1-');
}

export const teamHandlers = {
  ...ownAccountHandlers,
  listTeam: async (ctx, request) => {
    const op = await ctx.operator(request, 'owner');
    return ok('listTeam', await team(ctx, op.channel.id));
  },
  addOperator: async (ctx, request) => {
    const op = await ctx.operator(request, 'owner');
    const body = request.body;
    const email = normalEmail(body.email);
    const name = str(body.name);
    if (!/^[^\s@]{1,64}@[^\s@]{1,189}\.[^\s@]{2,}$/.test(email) || !name) throw new HttpError(400, 'An operator needs an e-mail, a name and a role', 'INVALID_OPERATOR');
    if (await getOperator(ctx.db, email)) {
      // An existing account is its owners' (team-rights.ts): it is invited and decides itself.
      if ((await grantsOf(ctx.db, email)).some((g) => g.channel_id === op.channel.id)) await ctx.refuse(op, 409, 'This operator is on the team already', request, 'ALREADY_MEMBER');
      await audited(ctx, op, email, `invited ${email} as ${body.role}`, (trx) => invite(trx, ctx.clock, { email, channelId: op.channel.id, role: body.role, invitedBy: op.operator.email }));
      return ok('addOperator', { invitation: (await invitationOf(ctx.db, ctx.clock, email, op.channel.id))! });
    }
    const oneTime = body.password !== undefined ? undefined : generatedPassword();
    const password = body.password ?? oneTime!;
    const weak = weakPasswordError(password, { email, name });
    if (weak) throw weak;
    const passwordHash = await hashPassword(password);
    await audited(ctx, op, null, `added ${email} as ${body.role}`, async (trx) => {
      await upsertOperator(trx, ctx.clock, { email, name, passwordHash });
      await setOperatorFields(trx, email, { one_time_password: true });
      await grant(trx, email, op.channel.id, body.role);
    });
    return ok('addOperator', { member: await member(ctx, op.channel.id, email), ...(oneTime ? { one_time_password: oneTime } : {}) });
  },
  setTeamSettings: async (ctx, request) => {
    const op = await ctx.operator(request, 'owner');
    const required = request.body.publishers_need_second_factor;
    if (required && !(await securityOf(ctx.db, op.operator.email))?.totp_secret) await ctx.refuse(op, 409, 'Enrol your own authenticator first', request, 'TOTP_ENROL_REQUIRED');
    await audited(ctx, op, null, `publishers need a second factor: ${required ? 'yes' : 'no'}`, (trx) => setSecondFactorRequired(trx, op.channel.id, required));
    return ok('setTeamSettings', await team(ctx, op.channel.id));
  },
  grantRole: async (ctx, request) => {
    const op = await ctx.operator(request, 'owner');
    const role = request.body.role;
    const who = await subject(ctx, op, request, role === 'owner' ? 'allowed' : 'refused');
    if (who.invitation) await ctx.refuse(op, 409, `${who.email} has not accepted the invitation yet: invite them again with the new role`, request, 'INVITATION_PENDING');
    await audited(ctx, op, who.email, `${who.email} is now ${role}`, (trx) => grant(trx, who.email, op.channel.id, role));
    return ok('grantRole', await member(ctx, op.channel.id, who.email));
  },
  revokeRole: async (ctx, request) => {
    const op = await ctx.operator(request, 'owner');
    const who = await subject(ctx, op, request, 'refused');
    if (who.invitation) {
      await audited(ctx, op, who.email, `withdrew the invitation of ${who.email}`, async (trx) => void (await takeInvitation(trx, who.email, op.channel.id)));
      return ok('revokeRole', { success: true });
    }
    await audited(ctx, op, who.email, `revoked the role of ${who.email}`, async (trx) => {
      await revoke(trx, who.email, op.channel.id);
      if ((await grantsOf(trx, who.email)).length === 0) await endSessionsOf(trx, ctx.clock, who.email);
    });
    return ok('revokeRole', { success: true });
  },
  disableOperator: async (ctx, request) => {
    const { op, who } = await accountChange(ctx, request, 'refused', 'disabling the account');
    await accountAudited(ctx, request, op, who, 'disabling the account', `disabled ${who.email} and ended their sign-ins`, async (trx) => {
      await setOperatorFields(trx, who.email, { disabled: true });
      await endSessionsOf(trx, ctx.clock, who.email);
    });
    return ok('disableOperator', await member(ctx, op.channel.id, who.email));
  },
  endOperatorSessions: async (ctx, request) => {
    const { op, who } = await accountChange(ctx, request, 'allowed', 'signing them out');
    const before = (await member(ctx, op.channel.id, who.email)).sessions;
    await accountAudited(ctx, request, op, who, 'signing them out', `ended the sign-ins of ${who.email}`, (trx) => endSessionsOf(trx, ctx.clock, who.email));
    return ok('endOperatorSessions', { ended: before });
  },
  resetOperatorPassword: async (ctx, request) => {
    const { op, who } = await accountChange(ctx, request, 'refused', 'setting their password');
    const target = (await securityOf(ctx.db, who.email))!;
    const password = request.body.password;
    const weak = weakPasswordError(password, target);
    if (weak) throw weak;
    const passwordHash = await hashPassword(password);
    await accountAudited(ctx, request, op, who, 'setting their password', `set a one-time password for ${who.email}`, async (trx) => {
      await setOperatorFields(trx, who.email, { password_hash: passwordHash, one_time_password: true });
      await endSessionsOf(trx, ctx.clock, who.email);
    });
    return ok('resetOperatorPassword', await member(ctx, op.channel.id, who.email));
  },
  removeOperatorSecondFactor: async (ctx, request) => {
    const { op, who } = await accountChange(ctx, request, 'refused', 'removing their second factor');
    await accountAudited(ctx, request, op, who, 'removing their second factor', `removed the second factor of ${who.email} and ended their sign-ins`, async (trx) => {
      await setOperatorFields(trx, who.email, { totp_secret: null, totp_pending: null });
      await endSessionsOf(trx, ctx.clock, who.email);
    });
    return ok('removeOperatorSecondFactor', await member(ctx, op.channel.id, who.email));
  },
} satisfies Handlers;
