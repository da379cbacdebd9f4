import { useMutation } from '@tanstack/react-query';
import { api, call } from '../client';
import type { JsonBody } from './contract';

export type SmsCodeRequest = JsonBody<'/user/verification/request', 'post'>;

/** Sends the one-time sign-in code; `resend_after` is the countdown before another may be asked for. */
export const requestSmsCode = (request: SmsCodeRequest) => call(api().POST('/user/verification/request', { body: request }));

export function useRequestSmsCode() {
  return useMutation({ mutationFn: requestSmsCode });
}
