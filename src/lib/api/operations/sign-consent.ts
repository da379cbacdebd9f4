import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, call } from '../client';
import { invalidateConsentData } from '../invalidation';

/** Agrees to a consent version (`Consent.version_id`); answers the signature. */
export const signConsent = async (versionId: string) =>
  (await call(api().POST('/consent/text/{id}/sign', { params: { path: { id: versionId } } }))).signature;

export const signConsentMutation = (queryClient: QueryClient) =>
  mutationOptions({ mutationFn: signConsent, onSuccess: () => invalidateConsentData(queryClient) });

export function useSignConsent() {
  return useMutation(signConsentMutation(useQueryClient()));
}
