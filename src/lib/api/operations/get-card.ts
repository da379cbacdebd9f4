import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '@/generated/api';
import { OFFLINE_COPY_HEADER } from '@/lib/offline';
import { routeKey } from '@/lib/query';
import { api, call } from '../client';

/** `card_number` is null while no card is paired. */
export type Card = components['schemas']['Card'];

/** The card, and whether the service worker served it from the last visit (the network failed). */
export type CardResult = Card & { fromLastVisit: boolean };

export const getCard = async (signal?: AbortSignal): Promise<CardResult> => {
  const pending = api().GET('/card', { signal });
  const { card } = await call(pending);
  const { response } = await pending;
  return { ...card, fromLastVisit: response.headers.has(OFFLINE_COPY_HEADER) };
};

export const cardQuery = () => queryOptions({ queryKey: routeKey('card'), queryFn: ({ signal }) => getCard(signal) });

export function useCard() {
  return useQuery(cardQuery());
}
