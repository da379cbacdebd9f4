import { api, call } from '../client';
import type { JsonBody } from './contract';

export type PasswordResetRequest = JsonBody<'/user/password-reset', 'post'>;

/** E-mails a reset link; the answer is the same whether or not the e-mail is known. */
export const requestPasswordReset = (request: PasswordResetRequest) => call(api().POST('/user/password-reset', { body: request }));
