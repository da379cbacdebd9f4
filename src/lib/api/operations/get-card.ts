import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '@/generated/api';
import { routeKey } from '@/lib/query';
import { api, call } from '../client';

/** `card_number` is null while no card is paired. */
export type Card = components['schemas']['Card'];

export const CARD_ROUTE = 'card';

export const getCard = async (signal?: AbortSignal): Promise<Card> => (await call(api().GET('/card', { signal }))).card;

export const cardQuery = () => queryOptions({ queryKey: routeKey(CARD_ROUTE), queryFn: ({ signal }) => getCard(signal) });

export function useCard() {
  return useQuery(cardQuery());
}
