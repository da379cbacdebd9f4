import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, call } from '../client';
import { invalidateIdentities } from '../invalidation';
import type { JsonBody } from './contract';

export type IdentityLink = JsonBody<'/user/identity/link', 'post'>;

/** Adds a phone number or e-mail; it stays unverified until its code is entered (verifyIdentity). */
export const linkIdentity = async (link: IdentityLink) =>
  (await call(api().POST('/user/identity/link', { body: link }))).identity;

export const linkIdentityMutation = (queryClient: QueryClient) =>
  mutationOptions({ mutationFn: linkIdentity, onSuccess: () => invalidateIdentities(queryClient) });

export function useLinkIdentity() {
  return useMutation(linkIdentityMutation(useQueryClient()));
}
