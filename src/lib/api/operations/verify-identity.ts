import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, call } from '../client';
import { invalidateIdentities } from '../invalidation';
import type { JsonBody } from './contract';
import { journeyErrors } from '../journey-errors';

export type IdentityVerification = { id: string } & JsonBody<'/user/identity/{id}/verify', 'post'>;

/** Confirms a linked identity with the code sent to it. */
export const verifyIdentity = async ({ id, ...body }: IdentityVerification) =>
  (await call(api().POST('/user/identity/{id}/verify', { params: { path: { id } }, body }), { errors: journeyErrors.verifyIdentity })).identity;

export const verifyIdentityMutation = (queryClient: QueryClient) =>
  mutationOptions({ mutationFn: verifyIdentity, onSuccess: () => invalidateIdentities(queryClient) });

export function useVerifyIdentity() {
  return useMutation(verifyIdentityMutation(useQueryClient()));
}
