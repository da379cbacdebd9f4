import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ItemRendererProps } from '@/engine/blocks';
import { Text } from '@/engine/theme';
import { useUser } from '@/lib/api/operations/get-user';
import { rewardActionState, type Reward, type RewardActionState } from '@/lib/rules/reward';
import { SelectRewardForm } from './select-reward-form';

const Blocked = styled(Text)`
  padding: 12px 16px;
  border-left: 4px solid ${({ theme }) => theme.colors.error};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const blockedKey: Record<Exclude<RewardActionState, 'allowed'>, string> = {
  unverified: 'reward.onlyVerified',
  'out-of-stock': 'reward.outOfStock',
  'not-enough-points': 'reward.notEnoughPoints',
};

function RewardAction({ reward }: { reward: Reward }) {
  const { t } = useTranslation();
  const user = useUser();
  if (user.isLoading) return <Text aria-busy="true">{t('common.loading')}</Text>;
  const state = rewardActionState(reward, user.data);
  if (state !== 'allowed') return <Blocked data-testid="reward-blocked">{t(blockedKey[state])}</Blocked>;
  return <SelectRewardForm reward={reward} />;
}

/**
 * `reward-selection`, the part of the reward page (screen `reward`, composed in config) that stays
 * bespoke: how to receive the reward (pickup store, delivery address or donation) and the select
 * button, or why it cannot be chosen. A form block cannot do it: the choices depend on the reward's
 * fulfilment options and the member's delivery addresses, and a blocked state replaces the form.
 */
export function RewardSelection({ item: reward }: ItemRendererProps<Reward>) {
  return reward ? <RewardAction reward={reward} /> : null;
}
