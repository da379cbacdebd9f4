import { call, operatorApi } from '../client';

/** The signed-in operator accepts an owner's invitation to a channel: its role is theirs from now on. */
export const acceptInvitation = (channel: string) => call(operatorApi().POST('/platform/operator/invitations/{channel}/accept', { params: { path: { channel } } }), { silent: true });
