import { call, operatorApi } from '../client';

/** An owner of every channel the operator holds removes their second factor (a lost authenticator); their sign-ins end. */
export const removeOperatorSecondFactor = (email: string) => call(operatorApi().DELETE('/platform/operator/team/{email}/totp', { params: { path: { email } } }), { silent: true });
