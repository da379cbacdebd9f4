import { describe, expect, it } from 'vitest';
import { ApiError, apiErrorText } from './errors';
import { journeyErrors, journeyMessageKey } from './journey-errors';

const key = (rules: keyof typeof journeyErrors, status: number, body: unknown = { message: 'whatever the server says' }) =>
  journeyMessageKey(journeyErrors[rules], status, body);

describe('journey messages (spec section 8) by call and status/code, never by wording', () => {
  it('any refused login reads as the login failure, whatever the body', () => {
    for (const [status, body] of [
      [400, { message: 'Bad credentials', code: 'INVALID_CREDENTIALS' }],
      [401, undefined],
      [403, { message: 'Forbidden' }],
      [404, 'not json'],
    ] as const) {
      expect(key('login', status, body)).toBe('errors.login');
    }
  });
  it('a server fault is not a login failure', () => {
    expect(key('login', 500)).toBeUndefined();
    expect(key('login', 503)).toBeUndefined();
  });
  it('registration: existing e-mail, card already registered, missing fields by code; 409 alone means the e-mail', () => {
    expect(key('register', 409, { message: 'x', code: 'EMAIL_EXISTS' })).toBe('errors.emailExists');
    expect(key('register', 409, { message: 'x', code: 'CARD_REGISTERED' })).toBe('errors.cardRegistered');
    expect(key('register', 400, { message: 'x', code: 'MANDATORY' })).toBe('errors.mandatoryFields');
    expect(key('register', 400, { message: 'x', code: 'CARD_VERIFICATION_FAILED' })).toBe('errors.cardVerificationFailed');
    expect(key('register', 409, {})).toBe('errors.emailExists');
    expect(key('register', 400, {})).toBe('errors.mandatoryFields');
  });
  it('card verification: registered card, missing value, else verification failed', () => {
    expect(key('verifyCardForRegistration', 409, { message: 'x', code: 'CARD_REGISTERED' })).toBe('errors.cardRegistered');
    expect(key('verifyCardForRegistration', 409, {})).toBe('errors.cardRegistered');
    expect(key('verifyCardForRegistration', 400, { code: 'MANDATORY' })).toBe('errors.mandatoryFields');
    expect(key('verifyCardForRegistration', 400, { message: 'Nope' })).toBe('errors.cardVerificationFailed');
    expect(key('verifyCardForRegistration', 404, {})).toBe('errors.cardVerificationFailed');
  });
  it('code entry: invalid code; an expired e-mail link keeps its own message; a promo code used twice says so', () => {
    expect(key('verifySmsCode', 400, { code: 'INVALID_CODE' })).toBe('errors.invalidCode');
    expect(key('verifySmsCode', 400, { code: 'UNKNOWN_PHONE' })).toBe('errors.login');
    expect(key('verifyEmail', 400, { code: 'INVALID_CODE' })).toBe('errors.invalidCode');
    expect(key('verifyEmail', 400, { code: 'LINK_EXPIRED' })).toBe('errors.verificationExpired');
    expect(key('verifyIdentity', 422, {})).toBe('errors.invalidCode');
    expect(key('redeemPromoCode', 400, { code: 'INVALID_CODE' })).toBe('errors.invalidCode');
    expect(key('redeemPromoCode', 409, { code: 'CODE_ALREADY_USED' })).toBe('errors.codeAlreadyUsed');
    expect(key('redeemPromoCode', 400, { code: 'CODE_ALREADY_USED' })).toBe('errors.codeAlreadyUsed');
  });
  it('uploads: empty, type and size by code or status', () => {
    expect(key('uploadInvoice', 400, { code: 'EMPTY_FILE' })).toBe('errors.uploadEmpty');
    expect(key('uploadInvoice', 415, {})).toBe('errors.uploadType');
    expect(key('uploadInvoice', 413, {})).toBe('errors.uploadSize');
  });
  it('no rules, or a success status: no key', () => {
    expect(journeyMessageKey(undefined, 400, {})).toBeUndefined();
    expect(key('login', 200)).toBeUndefined();
  });
  it('the member reads the translated key, never the server message, when a key applies', () => {
    const t = (k: string) => `[${k}]`;
    expect(apiErrorText(new ApiError('Bad credentials', 'http', 400, {}, 'errors.login'), t)).toBe('[errors.login]');
    expect(apiErrorText(new ApiError('Demo fault 500', 'http', 500, {}), t)).toBe('Demo fault 500');
    expect(apiErrorText(new ApiError('network', 'network'), t)).toBe('[errors.network]');
  });
});
