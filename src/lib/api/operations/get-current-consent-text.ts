import { queryOptions } from '@tanstack/react-query';
import { routeKey } from '@/lib/query';
import { api, call } from '../client';

/** The current version of a consent's text by consent id. */
export const getCurrentConsentText = (consentId: string, signal?: AbortSignal) =>
  call(api().GET('/consent/{id}/text', { params: { path: { id: consentId } }, signal }));

export const currentConsentTextQuery = (consentId: string) =>
  queryOptions({
    queryKey: routeKey('consent/{id}/text', { id: consentId }),
    queryFn: ({ signal }) => getCurrentConsentText(consentId, signal),
  });
