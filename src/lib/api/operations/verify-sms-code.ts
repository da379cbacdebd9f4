import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { api, call } from '../client';
import { invalidateMemberData } from '../invalidation';
import { storeTokens, type JsonBody } from './contract';
import { journeyErrors } from '../journey-errors';

export type SmsCodeVerification = JsonBody<'/user/verification/verify', 'post'>;

/** SMS sign-in: the code is traded for tokens, stored in the session on success. */
export const verifySmsCode = async (verification: SmsCodeVerification) =>
  storeTokens(await call(api().POST('/user/verification/verify', { body: verification }), { errors: journeyErrors.verifySmsCode }));

export const verifySmsCodeMutation = (queryClient: QueryClient) =>
  mutationOptions({ mutationFn: verifySmsCode, onSuccess: () => invalidateMemberData(queryClient) });
