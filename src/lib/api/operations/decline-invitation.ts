import { call, operatorApi } from '../client';

/** The signed-in operator declines an owner's invitation to a channel. */
export const declineInvitation = (channel: string) => call(operatorApi().POST('/platform/operator/invitations/{channel}/decline', { params: { path: { channel } } }), { silent: true });
