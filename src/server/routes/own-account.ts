// The signed-in operator's own account: their password, and enrolling a TOTP second factor. A
// sign-in alone changes neither: a new password needs the current one, an enrolment the password
// and, replacing a factor, its current code, so a stolen token cannot lock the operator out. Both
// are throttled as sign-in is and audited on every channel the operator holds.
import { createHash } from 'node:crypto';
import { hashPassword, verifyPassword } from '../auth/password-hash';
import { newTotpSecret, totpEnrolment, totpStep } from '../auth/totp';
import { HttpError, ok } from '../http';
import { claimTotpStep, securityOf, setOperatorFields } from '../store/team';
import { signInThrottle, throttledError, weakPasswordError } from './sign-in-guard';
import { audited } from './team-rights';
import type { Handlers } from './types';

export const ownAccountHandlers = {
  changeOwnPassword: async (ctx, request) => {
    const op = await ctx.operator(request, null);
    const body = request.body;
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
    await audited(ctx, op, op.operator.email, `${op.operator.email} changed their password`, async (trx) => {
      await setOperatorFields(trx, op.operator.email, { password_hash: passwordHash, one_time_password: false });
      await trx.updateTable('sessions').set({ ended_at: new Date(ctx.clock.now()).toISOString() }).where('operator_email', '=', op.operator.email).where('ended_at', 'is', null).where('token_hash', '!=', createHash('sha256').update(op.token).digest('hex')).execute();
    });
    return ok('changeOwnPassword', { success: true });
  },
  startTotpEnrolment: async (ctx, request) => {
    const op = await ctx.operator(request, null);
    const email = op.operator.email;
    const body = request.body;
    const throttle = signInThrottle(ctx);
    const decision = await throttle.check(email, request.ip);
    if (!decision.allowed) throw throttledError(decision.retryAfterSeconds);
    const own = (await securityOf(ctx.db, email))!;
    if (!(await verifyPassword(own.password_hash, body.password))) {
      await throttle.fail(email, request.ip);
      await ctx.refuse(op, 401, 'Your current password is wrong', request, 'WRONG_PASSWORD');
    }
    if (own.totp_secret) {
      if (!body.code) await ctx.refuse(op, 422, 'Enter the current code of the authenticator you have now: replacing it needs it', request, 'TOTP_REQUIRED');
      const step = totpStep(own.totp_secret, body.code ?? '', ctx.clock.now());
      if (step === null || !(await claimTotpStep(ctx.db, email, step))) {
        await throttle.fail(email, request.ip);
        await ctx.refuse(op, 422, 'The code is wrong or was used already: enter the current one', request, 'TOTP_INVALID');
      }
    }
    const secret = newTotpSecret();
    await setOperatorFields(ctx.db, email, { totp_pending: secret });
    return ok('startTotpEnrolment', { secret, ...(await totpEnrolment(secret, email, `Loyalty studio ${op.channel.id}`)) });
  },
  confirmTotpEnrolment: async (ctx, request) => {
    const op = await ctx.operator(request, null);
    const pending = (await securityOf(ctx.db, op.operator.email))?.totp_pending;
    const step = pending ? totpStep(pending, request.body.code, ctx.clock.now()) : null;
    if (!pending || step === null || !(await claimTotpStep(ctx.db, op.operator.email, step))) {
      throw new HttpError(422, 'The code does not match: enter the current code of the app you enrolled', 'TOTP_INVALID');
    }
    await audited(ctx, op, op.operator.email, `${op.operator.email} enrolled an authenticator`, (trx) => setOperatorFields(trx, op.operator.email, { totp_secret: pending, totp_pending: null }));
    return ok('confirmTotpEnrolment', { success: true });
  },
} satisfies Handlers;
