import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, call } from '../client';
import { invalidateCardData } from '../invalidation';
import type { JsonBody } from './contract';
import { journeyErrors } from '../journey-errors';

export type CardPairing = JsonBody<'/card/pair', 'post'>;

/** Pairs a card by its 16-digit number (printed on the receipt). */
export const pairCard = async (pairing: CardPairing) => (await call(api().POST('/card/pair', { body: pairing }), { errors: journeyErrors.pairCard })).card;

export const pairCardMutation = (queryClient: QueryClient) =>
  mutationOptions({ mutationFn: pairCard, onSuccess: () => invalidateCardData(queryClient) });

export function usePairCard() {
  return useMutation(pairCardMutation(useQueryClient()));
}
