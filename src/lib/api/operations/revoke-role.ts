import { call, operatorApi } from '../client';

/** An owner revokes an operator's role on the channel; their sign-ins on it end at once. */
export const revokeRole = (email: string) => call(operatorApi().DELETE('/platform/operator/team/{email}/role', { params: { path: { email } } }), { silent: true });
