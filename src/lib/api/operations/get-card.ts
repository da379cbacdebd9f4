import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '@/generated/api';
import { OFFLINE_COPY_HEADER, SYNCED_AT_HEADER } from '@/lib/offline';
import { noteSynced } from '@/lib/offline/kept-window';
import { routeKey } from '@/lib/query';
import { api, call } from '../client';

/** `card_number` is null while no card is paired. */
export type Card = components['schemas']['Card'];

/**
 * The card, whether the service worker served it from the last visit (the network failed), and when
 * it was synced (the worker's stamp, else the answer's Date; null: unknown, so not kept).
 */
export type CardResult = Card & { fromLastVisit: boolean; syncedAt: number | null };

function syncedAt(headers: Headers): number | null {
  const stamped = Number(headers.get(SYNCED_AT_HEADER) ?? Number.NaN);
  if (Number.isFinite(stamped)) return stamped;
  const date = Date.parse(headers.get('Date') ?? '');
  return Number.isFinite(date) ? date : null;
}

export const getCard = async (signal?: AbortSignal): Promise<CardResult> => {
  const pending = api().GET('/card', { signal });
  const { card } = await call(pending);
  const { response } = await pending;
  const fromLastVisit = response.headers.has(OFFLINE_COPY_HEADER);
  const result = { ...card, fromLastVisit, syncedAt: fromLastVisit ? syncedAt(response.headers) : Date.now() };
  if (result.syncedAt !== null) noteSynced(result.syncedAt);
  return result;
};

export const cardQuery = () => queryOptions({ queryKey: routeKey('card'), queryFn: ({ signal }) => getCard(signal) });

export function useCard() {
  return useQuery(cardQuery());
}
