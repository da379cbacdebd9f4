import { api, call } from '../client';
import type { JsonBody } from './contract';

export type NewPassword = JsonBody<'/user/password-reset-verify', 'post'>;

/** Sets the new password with the token of the reset link (`/password-reset?token=...`). */
export const resetPassword = (request: NewPassword) => call(api().POST('/user/password-reset-verify', { body: request }));
