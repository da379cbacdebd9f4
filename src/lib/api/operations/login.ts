import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { api, call } from '../client';
import { invalidateMemberData } from '../invalidation';
import { storeTokens, type JsonBody } from './contract';
import { journeyErrors } from '../journey-errors';

export type LoginRequest = JsonBody<'/user/login', 'post'>;

/** Password sign-in; the tokens are stored in the session on success. */
export const login = async (credentials: LoginRequest) => storeTokens(await call(api().POST('/user/login', { body: credentials }), { errors: journeyErrors.login }));

export const loginMutation = (queryClient: QueryClient) =>
  mutationOptions({ mutationFn: login, onSuccess: () => invalidateMemberData(queryClient) });
