import { queryOptions, useQuery } from '@tanstack/react-query';
import { routeKey } from '@/lib/query';
import { api, call } from '../client';

export const CURRENT_CONSENT_TEXT_ROUTE = 'consent/{id}/text';

/** The current version of a consent's text by consent id. */
export const getCurrentConsentText = (consentId: string, signal?: AbortSignal) =>
  call(api().GET('/consent/{id}/text', { params: { path: { id: consentId } }, signal }));

export const currentConsentTextQuery = (consentId: string) =>
  queryOptions({
    queryKey: routeKey(CURRENT_CONSENT_TEXT_ROUTE, { id: consentId }),
    queryFn: ({ signal }) => getCurrentConsentText(consentId, signal),
  });

export function useCurrentConsentText(consentId: string) {
  return useQuery(currentConsentTextQuery(consentId));
}
