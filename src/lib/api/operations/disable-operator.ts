import { call, operatorApi } from '../client';

/** An owner disables an operator's account: every sign-in of it ends at once. */
export const disableOperator = (email: string) => call(operatorApi().POST('/platform/operator/team/{email}/disable', { params: { path: { email } } }), { silent: true });
