import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { components } from '@/generated/api';
import { api, call } from '../client';
import { invalidateRewardData } from '../invalidation';

export type RewardSelection = { id: string } & components['schemas']['RewardSelection'];

/**
 * Chooses a reward and deducts its points. Only verified members may: the server answers 403
 * 'Only verified accounts can select rewards', reported like every failure with a message.
 */
export const selectReward = ({ id, ...selection }: RewardSelection) =>
  call(api().POST('/reward/{id}/select', { params: { path: { id } }, body: selection }));

export type RewardSelected = Awaited<ReturnType<typeof selectReward>>;

export const selectRewardMutation = (queryClient: QueryClient) =>
  mutationOptions({ mutationFn: selectReward, onSuccess: () => invalidateRewardData(queryClient) });

export function useSelectReward() {
  return useMutation(selectRewardMutation(useQueryClient()));
}
