import { call, operatorApi } from '../client';

/** An owner sets a one-time password for an operator (the next sign-in asks for a new one). */
export const resetOperatorPassword = (email: string, password: string) =>
  call(operatorApi().PUT('/platform/operator/team/{email}/password', { params: { path: { email } }, body: { password } }), { silent: true });
