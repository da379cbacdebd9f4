import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, call } from '../client';
import { invalidateConsentData } from '../invalidation';

/** `versionId` = `Consent.version_id`, `signatureId` = `Consent.signature.id`. */
export type ConsentRevocation = { versionId: string; signatureId: string };

export const revokeConsent = ({ versionId, signatureId }: ConsentRevocation) =>
  call(
    api().POST('/consent/text/{id}/revoke/{revokeId}', { params: { path: { id: versionId, revokeId: signatureId } } }),
  );

export const revokeConsentMutation = (queryClient: QueryClient) =>
  mutationOptions({ mutationFn: revokeConsent, onSuccess: () => invalidateConsentData(queryClient) });

export function useRevokeConsent() {
  return useMutation(revokeConsentMutation(useQueryClient()));
}
