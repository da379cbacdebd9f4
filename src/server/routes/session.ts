// Operator sign-in and sign-out. Sign-in, failed sign-in (never the password) and sign-out are
// audited on every channel the operator holds; a failed sign-in of an unknown e-mail in the
// service-wide security log.
// The checks before a session starts (throttle, password, second factor): sign-in-guard.ts.
import { recordAuditOn } from '../store/audit';
import { invitationsOf } from '../store/invitations';
import { endSession, grantsOf, SESSION_ABSOLUTE_MS, startSession } from '../store/operators';
import { ok } from '../http';
import { checkSignIn } from './sign-in-guard';
import type { Handlers } from './types';

export const sessionHandlers = {
  operatorLogin: async (ctx, request, reply) => {
    const operator = await checkSignIn(ctx, request, reply);
    const grants = await grantsOf(ctx.db, operator.email);
    const token = await ctx.db.transaction().execute(async (trx) => {
      const issued = await startSession(trx, ctx.clock, operator.email);
      await recordAuditOn(trx, ctx.clock, grants.map((g) => g.channel_id), { actor: operator.email, action: 'sign-in' });
      return issued;
    });
    return ok('operatorLogin', { token, expires_in: SESSION_ABSOLUTE_MS / 1000, operator: { email: operator.email, name: operator.name, channels: grants }, invitations: await invitationsOf(ctx.db, ctx.clock, operator.email) });
  },
  operatorLogout: async (ctx, request) => {
    const { operator, token } = await ctx.operator(request, null);
    const grants = await grantsOf(ctx.db, operator.email);
    await ctx.db.transaction().execute(async (trx) => {
      await endSession(trx, ctx.clock, token);
      await recordAuditOn(trx, ctx.clock, grants.map((g) => g.channel_id), { actor: operator.email, action: 'sign-out' });
    });
    return ok('operatorLogout', { success: true });
  },
} satisfies Handlers;
