import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, call } from '../client';
import { invalidateUser } from '../invalidation';
import type { JsonBody } from './contract';
import { journeyErrors } from '../journey-errors';

/** `{token}` from the e-mailed link (signed in or out) or `{code}` typed by a signed-in member. */
export type EmailVerification = JsonBody<'/user/email-verify', 'post'>;

export const verifyEmail = (verification: EmailVerification) => call(api().POST('/user/email-verify', { body: verification }), { errors: journeyErrors.verifyEmail });

export const verifyEmailMutation = (queryClient: QueryClient) =>
  mutationOptions({ mutationFn: verifyEmail, onSuccess: () => invalidateUser(queryClient) });

export function useVerifyEmail() {
  return useMutation(verifyEmailMutation(useQueryClient()));
}
