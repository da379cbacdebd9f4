// The checks of an operator sign-in before a session starts: the throttle (per address group,
// account and trusted device, counted in the database before the password is checked), the password
// (argon2id in the bounded queue; an unknown e-mail costs the same), the account's state, its second
// factor and a one-time password's replacement. A failure is audited on the channels the account
// holds, or in the service-wide security log when it holds none; never with the password.
import type { FastifyReply } from 'fastify';
import type { ServiceRequest } from './types';
import { burnVerification, hashPassword, verifyPassword } from '../auth/password-hash';
import { checkPassword as policyRefusal } from '../auth/password-policy';
import { SIGN_IN_POLICY, sleep, Throttle } from '../auth/throttle';
import { totpStep } from '../auth/totp';
import type { ServiceContext } from '../context';
import { HttpError } from '../http';
import { recordAuditOn } from '../store/audit';
import { grantsOf, normalEmail } from '../store/operators';
import { recordSecurityEvent } from '../store/security-log';
import { securityOf, setOperatorFields, claimTotpStep, type Security } from '../store/team';
import { DbThrottleStore } from '../store/throttle';
import { rememberDevice, trustedDevice } from './sign-in-device';

const throttles = new WeakMap<ServiceContext, Throttle>();
export function signInThrottle(ctx: ServiceContext): Throttle {
  let throttle = throttles.get(ctx);
  if (!throttle) throttles.set(ctx, (throttle = new Throttle(new DbThrottleStore(ctx.db), SIGN_IN_POLICY, 'operator-sign-in', () => ctx.clock.now())));
  return throttle;
}

/** 429 with Retry-After (and `retry_after` in the body). */
export const throttledError = (seconds: number) => new HttpError(429, `Too many attempts: try again in ${seconds} s`, 'THROTTLED', { retry_after: seconds }, { 'Retry-After': String(seconds) });

/** 422 naming the password policy's rule, or null when the password may be used. */
export function weakPasswordError(password: string, who: { email: string; name: string }): HttpError | null {
  const refused = policyRefusal(password, who);
  return refused ? new HttpError(422, refused.message, 'WEAK_PASSWORD', { rule: refused.rule }) : null;
}

/**
 * The operator whose sign-in passes every check; throws the refusal (audited) otherwise. On success
 * the reply carries a new device cookie for the account.
 */
export async function checkSignIn(ctx: ServiceContext, request: ServiceRequest<'operatorLogin'>, reply: FastifyReply): Promise<Security> {
  const body = request.body;
  const email = normalEmail(String(body.email ?? '')).slice(0, 254);
  const address = request.ip;
  const throttle = signInThrottle(ctx);
  const refuse = async (error: HttpError): Promise<never> => {
    const channels = (await grantsOf(ctx.db, email)).map((g) => g.channel_id);
    const detail = `${error.code} from ${address}`;
    if (channels.length > 0) await recordAuditOn(ctx.db, ctx.clock, channels, { actor: email || '(none)', action: 'sign-in-failed', detail });
    else await recordSecurityEvent(ctx.db, ctx.clock, { event: 'sign-in-failed', account: email || '(none)', address, detail });
    throw error;
  };

  const attempt = await throttle.attempt(email, address, await trustedDevice(ctx, request, email));
  if (!attempt.allowed) return refuse(throttledError(attempt.retryAfterSeconds));
  // The attempt counts as a failure already: only a wrong password or code keeps it counted.
  let wrongGuess = false;
  try {
    if (attempt.delayMs > 0) await sleep(attempt.delayMs);
    const account = await securityOf(ctx.db, email);
    const good = account ? await verifyPassword(account.password_hash, body.password) : await burnVerification(body.password);
    if (!account || !good) {
      wrongGuess = true;
      return await refuse(new HttpError(401, 'Unknown operator or wrong password', 'UNAUTHORIZED'));
    }
    if (account.disabled) return await refuse(new HttpError(401, 'This account is disabled: ask an owner of your channel', 'ACCOUNT_DISABLED'));
    if (account.totp_secret) {
      if (!body.totp) throw new HttpError(401, 'Enter the code from your authenticator app', 'TOTP_REQUIRED');
      const step = totpStep(account.totp_secret, body.totp, ctx.clock.now());
      if (step === null || !(await claimTotpStep(ctx.db, email, step))) {
        wrongGuess = true;
        return await refuse(new HttpError(401, 'The code is wrong or was used already: enter the current one', 'TOTP_INVALID'));
      }
    }
    if (account.one_time_password) {
      if (!body.new_password) throw new HttpError(401, 'Your password was set by an owner: choose a new one', 'PASSWORD_CHANGE_REQUIRED');
      const weak = weakPasswordError(body.new_password, account);
      if (weak) throw weak;
      await setOperatorFields(ctx.db, email, { password_hash: await hashPassword(body.new_password), one_time_password: false });
    }
    await throttle.succeed(attempt);
    await rememberDevice(ctx, request, reply, email);
    return account;
  } finally {
    if (!wrongGuess) await throttle.giveBack(attempt);
  }
}
