import { call, operatorApi } from '../client';

/** Starts enrolling an authenticator: a new secret, its otpauth URI and a QR code of it. */
export const startTotpEnrolment = () => call(operatorApi().POST('/platform/operator/totp'), { silent: true });
