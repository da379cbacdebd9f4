// Operator sign-in and sign-out. Sign-in, failed sign-in (never the password) and sign-out are
// audited on every channel the operator holds; a failed sign-in of an unknown e-mail on none.
import { recordAudit, recordAuditOn } from '../store/audit';
import { checkPassword, endSession, getOperator, grantsOf, normalEmail, SESSION_ABSOLUTE_MS, startSession } from '../store/operators';
import { HttpError, ok, str } from '../http';
import type { Handlers } from './types';

export const sessionHandlers: Handlers = {
  operatorLogin: async (ctx, request, reply) => {
    const body = request.body as { email: string; password: string };
    const email = normalEmail(str(body.email));
    const operator = await checkPassword(ctx.db, email, body.password);
    if (!operator) {
      const known = await getOperator(ctx.db, email);
      const channels = known ? (await grantsOf(ctx.db, known.email)).map((g) => g.channel_id) : [];
      const entry = { actor: email.slice(0, 200), action: 'sign-in-failed' as const, detail: known?.disabled ? 'account disabled' : 'wrong e-mail or password' };
      if (channels.length > 0) await recordAuditOn(ctx.db, ctx.clock, channels, entry);
      else await recordAudit(ctx.db, ctx.clock, { ...entry, channelId: null });
      throw new HttpError(401, 'Unknown operator or wrong password', 'UNAUTHORIZED');
    }
    const grants = await grantsOf(ctx.db, operator.email);
    const token = await ctx.db.transaction().execute(async (trx) => {
      const issued = await startSession(trx, ctx.clock, operator.email);
      await recordAuditOn(trx, ctx.clock, grants.map((g) => g.channel_id), { actor: operator.email, action: 'sign-in' });
      return issued;
    });
    return ok(reply, 'operatorLogin', { token, expires_in: SESSION_ABSOLUTE_MS / 1000, operator: { email: operator.email, name: operator.name, channels: grants } });
  },
  operatorLogout: async (ctx, request, reply) => {
    const { operator, token } = await ctx.operator(request, null);
    const grants = await grantsOf(ctx.db, operator.email);
    await ctx.db.transaction().execute(async (trx) => {
      await endSession(trx, ctx.clock, token);
      await recordAuditOn(trx, ctx.clock, grants.map((g) => g.channel_id), { actor: operator.email, action: 'sign-out' });
    });
    return ok(reply, 'operatorLogout', { success: true });
  },
};
