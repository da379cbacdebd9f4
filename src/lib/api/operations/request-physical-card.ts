import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { api, call } from '../client';
import { invalidateCard } from '../invalidation';
import type { JsonBody } from './contract';

export type PhysicalCardRequest = JsonBody<'/card/request', 'post'>;

/** Orders a physical card to one of the member's delivery addresses. */
export const requestPhysicalCard = async (request: PhysicalCardRequest) =>
  (await call(api().POST('/card/request', { body: request }))).card;

export const requestPhysicalCardMutation = (queryClient: QueryClient) =>
  mutationOptions({ mutationFn: requestPhysicalCard, onSuccess: () => invalidateCard(queryClient) });
