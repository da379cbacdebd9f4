import { call, operatorApi } from '../client';
import type { JsonBody } from './contract';

/** Starts enrolling an authenticator (the operator's password, and a current code of the one they have): a new secret, its otpauth URI and a QR code of it. */
export const startTotpEnrolment = (proof: JsonBody<'/platform/operator/totp', 'post'>) => call(operatorApi().POST('/platform/operator/totp', { body: proof }), { silent: true });
