import { call, operatorApi } from '../client';

/** An owner ends every sign-in of an operator at once. */
export const endOperatorSessions = (email: string) => call(operatorApi().DELETE('/platform/operator/team/{email}/sessions', { params: { path: { email } } }), { silent: true });
