// Operator accounts on the demo backend (x-assumed in openapi/wl-v1.yaml): sign-in with its
// throttle, second factor and one-time passwords; an owner's Team operations; an operator's own
// password and TOTP enrolment. Every team change and every failed sign-in is audited, never a
// password or a code.
import { http } from 'msw';
import { checkPassword, type PasswordRefusal } from '@/server/auth/password-policy';
import { hashPassword } from '@/server/auth/password-hash';
import { newTotpSecret, totpEnrolment } from '@/server/auth/totp';
import { demoStore } from '../store/demo-store';
import type { Account } from '../store/operator-accounts';
import type { Role } from '../store/operator-store';
import { OPERATOR_TOKEN_SECONDS, operatorDesk, type OperatorDesk } from '../store/operator-store';
import { api, bearer, body, fail, ok, param, str } from './http';
import { operatorCall, sourceAddress, type OperatorCtx } from './operator-http';

const ROLES = new Set(['editor', 'publisher', 'owner']);
const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,189}\.[^\s@]{2,}$/;
const text = (value: unknown, max: number) => (typeof value === 'string' && value.length <= max ? value : '');

function memberOf(desk: OperatorDesk, account: Account, channelId: string) {
  return { email: account.email, name: account.name, role: account.roles.get(channelId)!, disabled: account.disabled, second_factor: account.totpSecret !== null, sessions: desk.sessionsOf(account.email) };
}

function team(ctx: OperatorCtx) {
  const members = [...ctx.desk.accounts.accounts.values()].filter((a) => a.roles.has(ctx.channelId)).map((a) => memberOf(ctx.desk, a, ctx.channelId));
  return { members, publishers_need_second_factor: ctx.desk.accounts.secondFactor.has(ctx.channelId) };
}

/** Policy first, then the argon2id hash; the refusal when the policy says no. */
async function newHash(account: { email: string; name: string }, password: string): Promise<{ refused: PasswordRefusal } | { hash: string }> {
  const refused = checkPassword(password, account);
  return refused ? { refused } : { hash: await hashPassword(password) };
}

/** 422 naming the policy's rule (the studio says it in the operator's language). */
function weakBody(refused: { rule: string; message: string }) {
  return new Response(JSON.stringify({ message: refused.message, code: 'WEAK_PASSWORD', rule: refused.rule }), { status: 422, headers: { 'Content-Type': 'application/json' } });
}

/** 429 with Retry-After, the seconds also in the body (`retry_after`) for the studio to name. */
export function throttled(seconds: number) {
  const body = { message: `Too many attempts: try again in ${seconds} s`, code: 'THROTTLED', retry_after: seconds };
  return new Response(JSON.stringify(body), { status: 429, headers: { 'Content-Type': 'application/json', 'Retry-After': String(seconds) } });
}

/** The team member a path names, on this channel; a 404 or a 409 (oneself) otherwise. */
function subject(ctx: OperatorCtx, self: 'allowed' | 'refused'): Account | Response {
  const account = ctx.desk.accounts.get(decodeURIComponent(param(ctx.params, 'email')));
  if (!account || !account.roles.has(ctx.channelId)) return fail(404, 'No such operator on this channel', { code: 'NOT_FOUND' });
  if (self === 'refused' && account.email === ctx.operator.email) return fail(409, 'You cannot do this to your own account', { code: 'SELF' });
  return account;
}

const audit = (ctx: OperatorCtx, detail: string) => ctx.desk.record(ctx.channelId, ctx.operator.email, 'team', { detail });

export const operatorTeamHandlers = [
  http.post(api('platform/operator/login'), async ({ request }) => {
    const p = await body(request);
    const desk = operatorDesk(demoStore());
    const email = text(p.email, 254).trim().toLowerCase();
    const address = sourceAddress(request);
    const result = await desk.accounts.signIn(
      { email, password: text(p.password, 256), totp: text(p.totp, 12) || undefined, newPassword: text(p.new_password, 256) || undefined, address },
      async (account, password) => {
        const made = await newHash(account, password);
        if ('refused' in made) return made.refused;
        Object.assign(account, { passwordHash: made.hash, oneTime: false });
        return null;
      },
    );
    if (result.ok) {
      const token = desk.startSession(result.account);
      const { email: own, name } = result.account;
      return ok('operatorLogin', { token, expires_in: OPERATOR_TOKEN_SECONDS, operator: { email: own, name, channels: desk.channelsOf(result.account) } });
    }
    const held = desk.accounts.get(email);
    const channels = held ? [...held.roles.keys()] : [request.headers.get('x-channel-id') || demoStore().channelId];
    const reason = result.status === 429 ? 'THROTTLED' : result.code;
    for (const channel of channels) desk.record(channel, email || '(none)', 'sign-in-failed', { detail: `${reason} from ${address}` });
    if (result.status === 429) {
      return throttled(result.retryAfter);
    }
    if (result.status === 422) return weakBody({ rule: result.rule ?? 'too-short', message: result.message });
    return fail(result.status, result.message, { code: result.code });
  }),
  http.get(api('platform/operator/team'), operatorCall('owner', (ctx) => ok('listTeam', team(ctx)))),
  http.post(
    api('platform/operator/team'),
    operatorCall('owner', async (ctx) => {
      const p = await body(ctx.request);
      const email = text(p.email, 254).trim().toLowerCase();
      const name = text(p.name, 120).trim();
      const role = str(p.role);
      if (!EMAIL.test(email) || !name || !ROLES.has(role)) return fail(400, 'An operator needs an e-mail, a name and a role (editor, publisher or owner)', { code: 'INVALID_OPERATOR' });
      let account = ctx.desk.accounts.get(email);
      if (account?.roles.has(ctx.channelId)) return fail(409, 'This operator is on the team already', { code: 'ALREADY_MEMBER' });
      let oneTime: string | undefined;
      if (!account) {
        const chosen = typeof p.password === 'string' ? p.password : null;
        oneTime = chosen === null ? generatedPassword() : undefined;
        const made = await newHash({ email, name }, chosen ?? oneTime!);
        if ('refused' in made) return weakBody(made.refused);
        account = ctx.desk.accounts.add(email, name, made.hash, true);
      }
      account.roles.set(ctx.channelId, role as Role);
      audit(ctx, `added ${email} as ${role}`);
      return ok('addOperator', { member: memberOf(ctx.desk, account, ctx.channelId), ...(oneTime ? { one_time_password: oneTime } : {}) });
    }),
  ),
  http.put(
    api('platform/operator/team/settings'),
    operatorCall('owner', async (ctx) => {
      const required = (await body(ctx.request)).publishers_need_second_factor;
      if (typeof required !== 'boolean') return fail(400, 'publishers_need_second_factor must be true or false', { code: 'INVALID_SETTINGS' });
      if (required && !ctx.operator.totpSecret) return fail(409, 'Enrol your own authenticator first', { code: 'TOTP_ENROL_REQUIRED' });
      if (required) ctx.desk.accounts.secondFactor.add(ctx.channelId);
      else ctx.desk.accounts.secondFactor.delete(ctx.channelId);
      audit(ctx, `publishers need a second factor: ${required ? 'yes' : 'no'}`);
      return ok('setTeamSettings', team(ctx));
    }),
  ),
  http.put(
    api('platform/operator/team/:email/role'),
    operatorCall('owner', async (ctx) => {
      const role = str((await body(ctx.request)).role);
      if (!ROLES.has(role)) return fail(400, 'The role is editor, publisher or owner', { code: 'INVALID_ROLE' });
      const account = subject(ctx, role === 'owner' ? 'allowed' : 'refused');
      if (account instanceof Response) return account;
      account.roles.set(ctx.channelId, role as Role);
      audit(ctx, `${account.email} is now ${role}`);
      return ok('grantRole', memberOf(ctx.desk, account, ctx.channelId));
    }),
  ),
  http.delete(
    api('platform/operator/team/:email/role'),
    operatorCall('owner', (ctx) => {
      const account = subject(ctx, 'refused');
      if (account instanceof Response) return account;
      account.roles.delete(ctx.channelId);
      if (account.roles.size === 0) ctx.desk.endSessionsOf(account.email);
      audit(ctx, `revoked the role of ${account.email}`);
      return ok('revokeRole', { success: true });
    }),
  ),
  http.post(
    api('platform/operator/team/:email/disable'),
    operatorCall('owner', (ctx) => {
      const account = subject(ctx, 'refused');
      if (account instanceof Response) return account;
      account.disabled = true;
      const ended = ctx.desk.endSessionsOf(account.email);
      audit(ctx, `disabled ${account.email} (${ended} sign-ins ended)`);
      return ok('disableOperator', memberOf(ctx.desk, account, ctx.channelId));
    }),
  ),
  http.delete(
    api('platform/operator/team/:email/sessions'),
    operatorCall('owner', (ctx) => {
      const account = subject(ctx, 'allowed');
      if (account instanceof Response) return account;
      const ended = ctx.desk.endSessionsOf(account.email, account.email === ctx.operator.email ? bearer(ctx.request) : null);
      audit(ctx, `ended ${ended} sign-ins of ${account.email}`);
      return ok('endOperatorSessions', { ended });
    }),
  ),
  http.put(
    api('platform/operator/team/:email/password'),
    operatorCall('owner', async (ctx) => {
      const account = subject(ctx, 'refused');
      if (account instanceof Response) return account;
      const made = await newHash(account, text((await body(ctx.request)).password, 256));
      if ('refused' in made) return weakBody(made.refused);
      Object.assign(account, { passwordHash: made.hash, oneTime: true });
      ctx.desk.endSessionsOf(account.email);
      audit(ctx, `set a one-time password for ${account.email}`);
      return ok('resetOperatorPassword', memberOf(ctx.desk, account, ctx.channelId));
    }),
  ),
  http.put(
    api('platform/operator/password'),
    operatorCall(null, async (ctx) => {
      const p = await body(ctx.request);
      const checked = await ctx.desk.accounts.signIn({ email: ctx.operator.email, password: text(p.current_password, 256), address: sourceAddress(ctx.request) }, async () => null);
      if (!checked.ok && checked.status === 429) return throttled(checked.retryAfter);
      if (!checked.ok && checked.code === 'UNAUTHORIZED') return fail(401, 'Your current password is wrong', { code: 'WRONG_PASSWORD' });
      const made = await newHash(ctx.operator, text(p.new_password, 256));
      if ('refused' in made) return weakBody(made.refused);
      Object.assign(ctx.operator, { passwordHash: made.hash, oneTime: false });
      ctx.desk.endSessionsOf(ctx.operator.email, bearer(ctx.request));
      audit(ctx, `${ctx.operator.email} changed their password`);
      return ok('changeOwnPassword', { success: true });
    }),
  ),
  http.post(
    api('platform/operator/totp'),
    operatorCall(null, async (ctx) => {
      const secret = newTotpSecret();
      ctx.operator.pendingTotp = secret;
      const shown = await totpEnrolment(secret, ctx.operator.email, `Loyalty studio ${ctx.channelId}`);
      return ok('startTotpEnrolment', { secret, ...shown });
    }),
  ),
  http.post(
    api('platform/operator/totp/confirm'),
    operatorCall(null, async (ctx) => {
      const code = text((await body(ctx.request)).code, 12);
      const pending = ctx.operator.pendingTotp;
      if (!pending || !ctx.desk.accounts.useTotp(ctx.operator, pending, code)) return fail(422, 'The code does not match: enter the current code of the app you enrolled', { code: 'TOTP_INVALID' });
      Object.assign(ctx.operator, { totpSecret: pending, pendingTotp: null });
      audit(ctx, `${ctx.operator.email} enrolled an authenticator`);
      return ok('confirmTotpEnrolment', { success: true });
    }),
  ),
];

/** A one-time password an owner passes on: 20 characters from an alphabet without look-alikes. */
function generatedPassword(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyzACDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(20));
  return [...bytes].map((b) => alphabet[b % alphabet.length]).join('').replace(/(.{5})(?!$)/g, '$1-');
}
