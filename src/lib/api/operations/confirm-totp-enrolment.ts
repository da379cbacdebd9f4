import { call, operatorApi } from '../client';

/** Confirms the pending enrolment with a code from the authenticator. */
export const confirmTotpEnrolment = (code: string) => call(operatorApi().POST('/platform/operator/totp/confirm', { body: { code } }), { silent: true });
