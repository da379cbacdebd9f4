import { call, operatorApi } from '../client';

/** The invitations waiting for the signed-in operator's answer, with their channels now (a sign-in, no role). */
export const listInvitations = () => call(operatorApi().GET('/platform/operator/invitations'), { silent: true });
