// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { confirmPrivacyRequest } from '@/lib/api/operations/confirm-privacy-request';
import { getUser } from '@/lib/api/operations/get-user';
import { listConsents } from '@/lib/api/operations/list-consents';
import { login } from '@/lib/api/operations/login';
import { register } from '@/lib/api/operations/register';
import { requestAccountDeletion } from '@/lib/api/operations/request-account-deletion';
import { requestPasswordReset } from '@/lib/api/operations/request-password-reset';
import { requestPersonalData } from '@/lib/api/operations/request-personal-data';
import { requestSmsCode } from '@/lib/api/operations/request-sms-code';
import { resendVerificationEmail } from '@/lib/api/operations/resend-verification-email';
import { resetPassword } from '@/lib/api/operations/reset-password';
import { verifyCardForRegistration } from '@/lib/api/operations/verify-card-for-registration';
import { verifyEmail } from '@/lib/api/operations/verify-email';
import { verifySmsCode } from '@/lib/api/operations/verify-sms-code';
import { clearSession, getSession, setTokens } from '@/lib/session';
import { DEMO_CODE, demoStore } from '@/mocks/handlers';
import { account, installDemoBackend, signIn } from './demo-backend';

const backend = installDemoBackend();

const lastMailTo = (to: string, kind: string) => {
  const entry = demoStore().outbox.filter((e) => e.to === to && e.kind === kind).at(-1);
  if (!entry?.token) throw new Error(`no ${kind} mail to ${to}`);
  return entry.token;
};

describe('password sign-in', () => {
  it('stores both tokens and when the session ends, and the member can be read', async () => {
    const before = Date.now();
    const tokens = await signIn('verified');
    const { ends_at: endsAt, ...session } = getSession();
    expect(session).toEqual({ token: tokens.token, refresh_token: tokens.refresh_token, logged: true });
    // The sign-in states how long its refresh token lives (refresh_expires_in): the session ends then.
    expect(tokens.refresh_expires_in).toBeGreaterThan(0);
    expect(endsAt).toBeGreaterThanOrEqual(before + tokens.refresh_expires_in! * 1000);
    expect(endsAt).toBeLessThanOrEqual(Date.now() + tokens.refresh_expires_in! * 1000);
    const user = await getUser();
    expect(user.email).toBe(account('verified').email);
    expect(user.is_verified).toBe(true);
  });

  it('fails with the spec message, reported as a toast, and stays signed out', async () => {
    await expect(login({ email: account('verified').email, password: 'wrong' })).rejects.toMatchObject({
      status: 400,
      message: 'Your login info does not seem to be right. Please try again.',
    });
    expect(backend.reported.map((e) => e.message)).toEqual(['Your login info does not seem to be right. Please try again.']);
    expect(getSession().logged).toBe(false);
  });
});

describe('SMS sign-in', () => {
  it('sends a code with a resend countdown, then trades the code for tokens', async () => {
    const { phone } = account('unverified');
    await expect(requestSmsCode({ phone })).resolves.toEqual({ sent: true, resend_after: expect.any(Number) });
    expect(getSession().logged).toBe(false);
    await verifySmsCode({ phone, code: DEMO_CODE });
    expect(getSession().logged).toBe(true);
    expect((await getUser()).email).toBe(account('unverified').email);
  });

  it('rejects a wrong code with "Invalid code entered"', async () => {
    const { phone } = account('verified');
    await requestSmsCode({ phone });
    await expect(verifySmsCode({ phone, code: '000000' })).rejects.toMatchObject({ message: 'Invalid code entered' });
    expect(getSession().token).toBeNull();
  });
});

describe('password reset', () => {
  it('mails a link whose token sets a new password that then signs in', async () => {
    const { email } = account('nopoints');
    await expect(requestPasswordReset({ email })).resolves.toEqual({ success: true });
    const token = lastMailTo(email, 'password-reset');
    await expect(resetPassword({ token, password: 'Fresh1234' })).resolves.toEqual({ success: true });
    await expect(login({ email, password: account('nopoints').password })).rejects.toMatchObject({ status: 400 });
    await login({ email, password: 'Fresh1234' });
    expect(getSession().logged).toBe(true);
  });
});

describe('registration', () => {
  it('registers with the required registration consents, unverified, then signs in', async () => {
    const consents = await listConsents('REGISTRATION');
    expect(consents.length).toBeGreaterThan(0);
    expect(consents.every((c) => c.display_in?.includes('REGISTRATION') && c.signature === null)).toBe(true);
    const agreed = consents.filter((c) => c.is_required).map(({ id, version_id }) => ({ id, version_id }));
    const registration = {
      first_name: 'Nova',
      surname: 'Member',
      email: 'nova@demo.test',
      password: 'Newbie123',
      card_choice: 'later' as const,
      consents: agreed,
    };
    const created = await register(registration);
    expect(created).toMatchObject({ email: 'nova@demo.test', is_verified: false, card_number: null });
    expect(getSession().logged).toBe(false);

    await expect(register(registration)).rejects.toMatchObject({
      status: 409,
      message: 'An account with the specified email already exists!',
    });
    await login({ email: 'nova@demo.test', password: 'Newbie123' });
    expect((await getUser()).is_verified).toBe(false);
  });

  it('refuses a registration without the required consents', async () => {
    await expect(
      register({ first_name: 'A', surname: 'B', email: 'x@demo.test', password: 'Newbie123', card_choice: 'later', consents: [] }),
    ).rejects.toMatchObject({ message: 'Fill in mandatory fields' });
  });

  it('verifies a printed card and registers it with the verification token', async () => {
    const card = demoStore().catalogue.cards.find((c) => c.number === '4000123412341234')!;
    await expect(verifyCardForRegistration({ card_number: card.number, check_value: '99999' })).rejects.toMatchObject({
      message: 'Card verification failed',
    });
    const verified = await verifyCardForRegistration({ card_number: card.number, check_value: card.check_value });
    expect(verified).toMatchObject({ card_number: card.number, prefill: { first_name: card.first_name, surname: card.surname } });
    const consents = (await listConsents('REGISTRATION')).filter((c) => c.is_required);
    const created = await register({
      first_name: card.first_name,
      surname: card.surname,
      email: 'holder@demo.test',
      password: 'Holder123',
      card_choice: 'has_card',
      verification_token: verified.verification_token,
      consents: consents.map(({ id, version_id }) => ({ id, version_id })),
    });
    expect(created.card_number).toBe(card.number);
  });
});

describe('e-mail confirmation', () => {
  it('confirms by the link token while signed out, and an expired link says so', async () => {
    await expect(verifyEmail({ token: 'demo-expired-token' })).rejects.toMatchObject({ message: 'Your verification link has expired' });
    await expect(verifyEmail({ token: 'demo-verify-token' })).resolves.toEqual({ is_verified: true });
    await signIn('unverified');
    expect((await getUser()).is_verified).toBe(true);
  });

  it('resends the mail and confirms by the e-mailed code while signed in', async () => {
    await signIn('unverified');
    await expect(resendVerificationEmail()).resolves.toEqual({ sent: true, resend_after: expect.any(Number) });
    expect(lastMailTo(account('unverified').email, 'email-verification')).toBeTruthy();
    await expect(verifyEmail({ code: '999999' })).rejects.toMatchObject({ message: 'Invalid code entered' });
    await verifyEmail({ code: DEMO_CODE });
    expect((await getUser()).is_verified).toBe(true);
  });
});

describe('privacy requests', () => {
  it('a data request waits for the e-mailed confirmation, then is due within 30 days', async () => {
    await signIn('verified');
    const request = await requestPersonalData();
    expect(request).toMatchObject({ type: 'data', status: 'awaiting_confirmation' });
    const confirmed = await confirmPrivacyRequest({ token: lastMailTo(account('verified').email, 'privacy-confirmation') });
    expect(confirmed).toMatchObject({ id: request.id, status: 'confirmed' });
    const days = (Date.parse(confirmed.due_by!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29);
    expect(days).toBeLessThanOrEqual(30);
  });

  it('a confirmed deletion closes the account: its token stops working', async () => {
    await signIn('staff');
    const request = await requestAccountDeletion({ reason: 'moving away' });
    expect(request).toMatchObject({ type: 'deletion', status: 'awaiting_confirmation' });
    const token = lastMailTo(account('staff').email, 'privacy-confirmation');
    const held = getSession();
    clearSession();
    await expect(confirmPrivacyRequest({ token })).resolves.toMatchObject({ status: 'confirmed' });
    await expect(confirmPrivacyRequest({ token })).rejects.toMatchObject({ status: 400 });
    setTokens({ token: held.token!, refresh_token: held.refresh_token });
    await expect(getUser()).rejects.toMatchObject({ message: 'Invalid token' });
    expect(getSession().logged).toBe(false);
    // Until it is deleted, the account signs in no more, by password or SMS code, and says why.
    await expect(login({ email: account('staff').email, password: account('staff').password })).rejects.toMatchObject({ status: 403, message: expect.stringContaining('being deleted') });
    await requestSmsCode({ phone: account('staff').phone });
    await expect(verifySmsCode({ phone: account('staff').phone, code: DEMO_CODE })).rejects.toMatchObject({ status: 403 });
    expect(getSession().logged).toBe(false);
  });
});
