import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, call } from '../client';
import { invalidateIdentities } from '../invalidation';

/** Removes an identity (never the primary one). */
export const unlinkIdentity = (id: string) => call(api().DELETE('/user/identity/{id}', { params: { path: { id } } }));

export const unlinkIdentityMutation = (queryClient: QueryClient) =>
  mutationOptions({ mutationFn: unlinkIdentity, onSuccess: () => invalidateIdentities(queryClient) });

export function useUnlinkIdentity() {
  return useMutation(unlinkIdentityMutation(useQueryClient()));
}
