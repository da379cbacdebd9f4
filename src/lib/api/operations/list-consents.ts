import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '@/generated/api';
import { routeKey } from '@/lib/query';
import { api, call } from '../client';
import type { JsonBody } from './contract';

export type Consent = components['schemas']['Consent'];
/** Where a consent is shown: registration form, profile or footer. */
export type ConsentPlacement = NonNullable<Consent['display_in']>[number];
export type ConsentsRequest = JsonBody<'/consents', 'post'>;

/** The payload of the spec: filter `[displayIn, type EQ, value]`. */
export const consentsPayload = (placement: ConsentPlacement): ConsentsRequest => ({
  filter: [{ field: 'displayIn', type: 'EQ', value: placement }],
});

/** Signed out (registration, footer) the `signature` of every consent is null. */
export const listConsents = async (placement: ConsentPlacement, signal?: AbortSignal) =>
  (await call(api().POST('/consents', { body: consentsPayload(placement), signal }))).consents;

/** The consents the footer lists in column 1 (FOOTER.consents): the required ones, in the served order. */
export const footerListedConsents = (consents: readonly Consent[]) =>
  consents.filter((consent) => consent.is_required).map(({ id, version_id, title }) => ({ id, version_id, title }));

export const consentsQuery = (placement: ConsentPlacement) =>
  queryOptions({
    queryKey: routeKey('consents', consentsPayload(placement)),
    queryFn: ({ signal }) => listConsents(placement, signal),
  });

export function useConsents(placement: ConsentPlacement) {
  return useQuery(consentsQuery(placement));
}
