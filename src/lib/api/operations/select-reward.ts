import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { components } from '@/generated/api';
import { api, call } from '../client';
import { invalidateRewardData } from '../invalidation';
import { journeyErrors } from '../journey-errors';

type Selection = components['schemas']['RewardSelection'];

/** `quantity` defaults to 1 in the contract (openapi-typescript marks defaulted fields required). */
export type RewardSelection = { id: string } & Omit<Selection, 'quantity'> & Partial<Pick<Selection, 'quantity'>>;

/**
 * Chooses a reward and deducts its points. Only verified members may: the server answers 403
 * 'Only verified accounts can select rewards', reported like every failure with a message.
 */
export const selectReward = ({ id, quantity = 1, ...selection }: RewardSelection) =>
  call(api().POST('/reward/{id}/select', { params: { path: { id } }, body: { ...selection, quantity } }), { errors: journeyErrors.selectReward });

export type RewardSelected = Awaited<ReturnType<typeof selectReward>>;

export const selectRewardMutation = (queryClient: QueryClient) =>
  mutationOptions({ mutationFn: selectReward, onSuccess: () => invalidateRewardData(queryClient) });

export function useSelectReward() {
  return useMutation(selectRewardMutation(useQueryClient()));
}
