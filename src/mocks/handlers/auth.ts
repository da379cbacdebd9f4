// Sign-in (password, SMS code), refresh, password reset, registration, card verification, e-mail.
import { MSG } from '../messages';
import { DEMO_CODE } from '../store/demo-store';
import { body, fail, ok, open, str, type MemberHandlers } from './http';
import { messageRefusal } from './message-throttle';
import { isStrongPassword, registrationHandlers } from './registration';

const RESEND_AFTER = 60;

/**
 * A member whose deletion was confirmed (the e-mailed link) holds an account that is closing: it
 * signs in no more, and is told so, until the platform deletes it (within 30 days, spec 5).
 */
const closing = (member: { privacyRequests: readonly { type: string; status: string }[] }) =>
  member.privacyRequests.some((r) => r.type === 'deletion' && r.status === 'confirmed');


export const authHandlers = {
  refreshToken: open(async ({ request, store }) => {
    const tokens = store.refresh(str((await body(request)).refresh_token));
    return tokens ? ok('refreshToken', tokens) : fail(401, MSG.invalidToken, { code: 'INVALID_REFRESH_TOKEN' });
  }),
  login: open(async ({ request, store }) => {
    const payload = await body(request);
    const member = store.memberByEmail(str(payload.email));
    if (!member || member.password !== payload.password) return fail(400, MSG.login, { code: 'INVALID_CREDENTIALS' });
    if (closing(member)) return fail(403, MSG.accountClosing, { code: 'ACCOUNT_CLOSING' });
    return ok('login', store.issueTokens(member));
  }),
  requestSmsCode: open(async ({ request, store }) => {
    const phone = str((await body(request)).phone).replace(/\s+/g, '');
    if (!/^\+?\d{6,15}$/.test(phone)) return fail(400, MSG.mandatory, { code: 'INVALID_PHONE', fields: { phone: 'phone' } });
    const refused = await messageRefusal(store, request, phone);
    if (refused) return refused;
    store.smsRequests.add(phone);
    store.send({ to: phone, kind: 'sms-code', code: DEMO_CODE });
    return ok('requestSmsCode', { sent: true, resend_after: RESEND_AFTER });
  }),
  verifySmsCode: open(async ({ request, store }) => {
    const payload = await body(request);
    const phone = str(payload.phone).replace(/\s+/g, '');
    if (str(payload.code) !== DEMO_CODE || !store.smsRequests.has(phone)) return fail(400, MSG.invalidCode, { code: 'INVALID_CODE' });
    const member = store.memberByPhone(phone);
    if (!member) return fail(400, MSG.login, { code: 'UNKNOWN_PHONE' });
    if (closing(member)) return fail(403, MSG.accountClosing, { code: 'ACCOUNT_CLOSING' });
    store.smsRequests.delete(phone);
    return ok('verifySmsCode', store.issueTokens(member));
  }),
  requestPasswordReset: open(async ({ request, store }) => {
    const email = str((await body(request)).email);
    if (!email) return fail(400, MSG.mandatory, { code: 'MANDATORY', fields: { email: 'email' } });
    const refused = await messageRefusal(store, request, email.toLowerCase());
    if (refused) return refused;
    const member = store.memberByEmail(email);
    if (member) {
      const token = store.newSecret('reset');
      store.resetTokens.set(token, member.user.id);
      store.send({ to: email, kind: 'password-reset', token, link: `/password-reset?token=${token}` });
    }
    return ok('requestPasswordReset', { success: true });
  }),
  resetPassword: open(async ({ request, store }) => {
    const payload = await body(request);
    const memberId = store.resetTokens.get(str(payload.token));
    const member = memberId ? store.memberById(memberId) : null;
    if (!member) return fail(400, MSG.linkExpired, { code: 'LINK_EXPIRED' });
    const password = typeof payload.password === 'string' ? payload.password : '';
    if (!isStrongPassword(password)) return fail(400, MSG.weakPassword, { code: 'WEAK_PASSWORD', fields: { password: MSG.weakPassword } });
    member.password = password;
    store.resetTokens.delete(str(payload.token));
    return ok('resetPassword', { success: true });
  }),
  ...registrationHandlers,
  verifyEmail: open(async ({ request, store, member }) => {
    const payload = await body(request);
    const token = str(payload.token);
    if (token) {
      const entry = store.emailTokens.get(token);
      if (!entry) return fail(400, MSG.invalidCode, { code: 'INVALID_TOKEN' });
      if (entry.expiresAt <= store.now()) return fail(400, MSG.linkExpired, { code: 'LINK_EXPIRED' });
      const target = store.memberById(entry.memberId);
      if (!target) return fail(400, MSG.invalidCode, { code: 'INVALID_TOKEN' });
      markVerified(target);
      store.emailTokens.delete(token);
      return ok('verifyEmail', { is_verified: true });
    }
    if (!member) return fail(401, MSG.invalidToken, { code: 'UNAUTHORIZED' });
    if (str(payload.code) !== DEMO_CODE) return fail(400, MSG.invalidCode, { code: 'INVALID_CODE' });
    markVerified(member);
    return ok('verifyEmail', { is_verified: true });
  }),
  resendVerificationEmail: open(async ({ request, store, member }) => {
    const target = member ?? store.memberByEmail(str((await body(request)).email));
    const refused = await messageRefusal(store, request, (target?.user.email ?? '').toLowerCase());
    if (refused) return refused;
    if (target && !target.user.is_verified) {
      const token = store.newSecret('verify');
      store.emailTokens.set(token, { memberId: target.user.id, expiresAt: store.now() + 7 * 86_400_000 });
      store.send({ to: target.user.email ?? '', kind: 'email-verification', token, code: DEMO_CODE, link: `/email-confirmation?token=${token}` });
    }
    return ok('resendVerificationEmail', { sent: true, resend_after: RESEND_AFTER });
  }),
} satisfies Partial<MemberHandlers>;

function markVerified(member: { user: { is_verified: boolean; email?: string }; identities: Array<{ type: string; value: string; is_verified: boolean }> }) {
  member.user.is_verified = true;
  for (const identity of member.identities) if (identity.type === 'email' && identity.value === member.user.email) identity.is_verified = true;
}
