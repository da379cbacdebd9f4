import { useMutation } from '@tanstack/react-query';
import { api, call } from '../client';
import type { JsonBody } from './contract';

/** Signed in: no body needed; signed out (expired-link page): the e-mail to send to. */
export type ResendRequest = JsonBody<'/user/email-verify/resend', 'post'>;

export const resendVerificationEmail = (request: ResendRequest = {}) =>
  call(api().POST('/user/email-verify/resend', { body: request }));

export function useResendVerificationEmail() {
  return useMutation({ mutationFn: (request?: ResendRequest) => resendVerificationEmail(request) });
}
