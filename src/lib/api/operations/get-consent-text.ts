import { queryOptions } from '@tanstack/react-query';
import type { components } from '@/generated/api';
import { routeKey } from '@/lib/query';
import { api, call } from '../client';

/** `html` is unsanitised: it goes through @/lib/sanitize before it is shown. */
export type ConsentText = components['schemas']['ConsentText'];

/** One version of a consent text by its version id (`Consent.version_id`). */
export const getConsentText = (versionId: string, signal?: AbortSignal) =>
  call(api().GET('/consent/text/{id}', { params: { path: { id: versionId } }, signal }));

export const consentTextQuery = (versionId: string) =>
  queryOptions({
    queryKey: routeKey('consent/text/{id}', { id: versionId }),
    queryFn: ({ signal }) => getConsentText(versionId, signal),
  });
